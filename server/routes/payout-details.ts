import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  BankDetailsBody,
  BankDetailsSaved,
  PaymentDetailsBody,
  PaymentDetailsSaved,
  SavedBankDetails,
  SavedPaymentDetails,
} from '../../contract/payout-details.js';
import type { RouteDeps } from '../deps.js';
import { bankDetailsRecord, paymentDetailsOf, saveBankDetails, saveWalletNumber } from '../services/money/payout-details.js';
import { currentUser } from './guards.js';

export async function payoutDetailsRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/user/bank-details', { schema: { response: { 200: SavedBankDetails } } }, async (request) => ({
    bankDetails: bankDetailsRecord(currentUser(request)),
  }));

  app.put(
    '/user/bank-details',
    { schema: { body: BankDetailsBody, response: { 200: BankDetailsSaved } } },
    async (request) => {
      const user = await saveBankDetails(store.db, clock, currentUser(request).id, request.body);
      services.riskWatch.notice({ kind: 'identified', userId: user.id });
      return { message: 'Bank details updated successfully!', bankDetails: bankDetailsRecord(user) };
    },
  );

  app.get('/user/payment-details', { schema: { response: { 200: SavedPaymentDetails } } }, async (request) => ({
    paymentDetails: paymentDetailsOf(currentUser(request)),
  }));

  app.put(
    '/user/payment-details',
    { schema: { body: PaymentDetailsBody, response: { 200: PaymentDetailsSaved } } },
    async (request) => {
      const { user, message } = await saveWalletNumber(store.db, clock, currentUser(request).id, request.body);
      services.riskWatch.notice({ kind: 'identified', userId: user.id });
      return { message, paymentDetails: paymentDetailsOf(user) };
    },
  );
}
