import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { bankDetailsRecord, paymentDetailsOf, saveBankDetails, saveWalletNumber } from '../services/money/payout-details.js';
import { currentUser, guards } from './guards.js';

// Every field optional: a missing one gets SPEC's "Please enter …" message from the domain rules.
const BankDetailsBody = Type.Object({
  accountHolderName: Type.Optional(Type.String()),
  accountNumber: Type.Optional(Type.String()),
  confirmAccountNumber: Type.Optional(Type.String()),
  ifscCode: Type.Optional(Type.String()),
  bankName: Type.Optional(Type.String()),
});

const PaymentDetailsBody = Type.Object({
  paytm: Type.Optional(Type.String()),
  googlePay: Type.Optional(Type.String()),
  phonepe: Type.Optional(Type.String()),
});

export async function payoutDetailsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/user/bank-details', { onRequest: requireUser }, async (request) => ({
    bankDetails: bankDetailsRecord(currentUser(request)),
  }));

  app.put('/user/bank-details', { onRequest: requireUser, schema: { body: BankDetailsBody } }, async (request) => {
    const user = await saveBankDetails(store.db, clock, currentUser(request).id, request.body);
    return { message: 'Bank details updated successfully!', bankDetails: bankDetailsRecord(user) };
  });

  app.get('/user/payment-details', { onRequest: requireUser }, async (request) => ({
    paymentDetails: paymentDetailsOf(currentUser(request)),
  }));

  app.put('/user/payment-details', { onRequest: requireUser, schema: { body: PaymentDetailsBody } }, async (request) => {
    const { user, message } = await saveWalletNumber(store.db, clock, currentUser(request).id, request.body);
    return { message, paymentDetails: paymentDetailsOf(user) };
  });
}
