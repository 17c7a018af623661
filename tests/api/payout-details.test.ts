import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { signUpPlayer } from './support/players.js';
import { BANK } from './support/money.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

const messages = (response: { json(): unknown }) =>
  (response.json() as { errors: { msg: string }[] }).errors.map((error) => error.msg);

describe('bank details', () => {
  it('GET answers {bankDetails: null} before anything is saved', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({ method: 'GET', url: '/api/user/bank-details', token: player.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bankDetails: null });
  });

  it('PUT saves the five strings; GET and the profile read them back', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/bank-details',
      token: player.token,
      payload: { ...BANK, ifscCode: ' sbin0001234 ', accountHolderName: ' R Sharma ', extra: 'ignored' },
    });
    expect(response.statusCode).toBe(200);
    const saved = { ...BANK, ifscCode: 'SBIN0001234' };
    expect(response.json()).toEqual({ message: 'Bank details updated successfully!', bankDetails: saved });

    const read = await server.request({ method: 'GET', url: '/api/user/bank-details', token: player.token });
    expect(read.json()).toEqual({ bankDetails: saved });
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.json().user.bankDetails).toEqual({
      accountHolderName: 'R Sharma',
      accountNumber: BANK.accountNumber,
      ifscCode: 'SBIN0001234',
      bankName: BANK.bankName,
    });
  });

  it("answers every missing field with the original app's messages", async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({ method: 'PUT', url: '/api/user/bank-details', token: player.token, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([
      'Please enter account holder name',
      'Please enter account number',
      'Please confirm account number',
      'Please enter IFSC code',
      'Please enter bank name',
    ]);
    expect(response.json().message).toBe('Please enter account holder name');
  });

  it('requires the confirmation to match the account number', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/bank-details',
      token: player.token,
      payload: { ...BANK, confirmAccountNumber: '123456780000' },
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual(['Account numbers do not match']);
    const read = await server.request({ method: 'GET', url: '/api/user/bank-details', token: player.token });
    expect(read.json()).toEqual({ bankDetails: null });
  });

  it('one player saving does not touch another', async () => {
    const a = await signUpPlayer(server);
    const b = await signUpPlayer(server);
    await server.request({ method: 'PUT', url: '/api/user/bank-details', token: a.token, payload: BANK });
    const ofB = await server.request({ method: 'GET', url: '/api/user/bank-details', token: b.token });
    expect(ofB.json()).toEqual({ bankDetails: null });
  });
});

describe('payment details', () => {
  it('GET answers three empty strings before anything is saved', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({ method: 'GET', url: '/api/user/payment-details', token: player.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentDetails: { paytm: '', googlePay: '', phonepe: '' } });
  });

  it("PUT saves one wallet at a time with the original app's success messages", async () => {
    const player = await signUpPlayer(server);
    const cases = [
      { payload: { paytm: '9876543210' }, message: 'Paytm number updated successfully!' },
      { payload: { googlePay: ' 9876500001 ' }, message: 'Google Pay number updated successfully!' },
      { payload: { phonepe: '9876500002' }, message: 'PhonePe number updated successfully!' },
    ];
    for (const { payload, message } of cases) {
      const response = await server.request({ method: 'PUT', url: '/api/user/payment-details', token: player.token, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(message);
    }
    const expected = { paytm: '9876543210', googlePay: '9876500001', phonepe: '9876500002' };
    const read = await server.request({ method: 'GET', url: '/api/user/payment-details', token: player.token });
    expect(read.json()).toEqual({ paymentDetails: expected });
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.json().user.paymentDetails).toEqual(expected);
  });

  it("validates the number with the original app's messages", async () => {
    const player = await signUpPlayer(server);
    const cases = [
      { payload: { paytm: '' }, message: 'Please enter your mobile number' },
      { payload: { phonepe: '   ' }, message: 'Please enter your mobile number' },
      { payload: { googlePay: '12345' }, message: 'Please enter a valid 10-digit mobile number' },
      { payload: { paytm: '98765432100' }, message: 'Please enter a valid 10-digit mobile number' },
      { payload: { paytm: '98765abcde' }, message: 'Please enter a valid 10-digit mobile number' },
    ];
    for (const { payload, message } of cases) {
      const response = await server.request({ method: 'PUT', url: '/api/user/payment-details', token: player.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ msg: message }] });
    }
  });

  it('requires exactly one of paytm, googlePay, phonepe', async () => {
    const player = await signUpPlayer(server);
    for (const payload of [{}, { paytm: '9876543210', phonepe: '9876543210' }]) {
      const response = await server.request({ method: 'PUT', url: '/api/user/payment-details', token: player.token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Send exactly one of paytm, googlePay or phonepe');
    }
    const read = await server.request({ method: 'GET', url: '/api/user/payment-details', token: player.token });
    expect(read.json().paymentDetails.paytm).toBe('');
  });
});
