import type { DailyBet } from '../../../contract/bets';
import type { StarlineBetRecord } from '../../../src/api/starline';
import type { FundRequestRecord, WithdrawalRecord } from '../../../src/api/wallet';

/** Record builders for the player-screen tests. */

export function dailyBet(id: string, fields: Partial<DailyBet> = {}): DailyBet {
  const betDate = fields.betDate ?? '2026-11-20T05:00:00.000Z';
  return {
    _id: id,
    gameId: 'g1',
    gameName: 'Kalyan Day',
    betType: 'single',
    session: 'open',
    betNumber: '7',
    betAmount: 10,
    potentialWin: 95,
    winAmount: 0,
    status: 'pending',
    betDate,
    gameDate: betDate,
    resultDate: null,
    result: null,
    createdAt: betDate,
    ...fields,
  };
}

export function starlineBet(id: string, fields: Partial<StarlineBetRecord> = {}): StarlineBetRecord {
  const betDate = fields.betDate ?? fields.createdAt ?? '2026-11-20T04:00:00.000Z';
  return {
    _id: id,
    gameId: { _id: 's1', gameName: 'Starline 10 AM' },
    gameName: 'Starline 10 AM',
    betType: 'single digit',
    betNumber: '4',
    betAmount: 10,
    potentialWin: 100,
    winAmount: 0,
    status: 'pending',
    betDate,
    gameDate: '2026-11-20',
    resultDate: null,
    result: null,
    createdAt: betDate,
    ...fields,
  };
}

export function fundRequest(id: string, fields: Partial<FundRequestRecord> = {}): FundRequestRecord {
  return {
    _id: id,
    requestId: `R${id}`,
    transactionId: `TXN${id}`,
    amount: 500,
    paymentMethod: 'UPI',
    status: 'pending',
    createdAt: '2026-11-20T05:00:00.000Z',
    remarks: '',
    ...fields,
  };
}

export function withdrawal(id: string, fields: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    _id: id,
    amount: 1000,
    method: 'bank',
    status: 'pending',
    createdAt: '2026-11-20T05:00:00.000Z',
    accountDetails: 'Bank - XXXX4321 (R Sharma)',
    transactionId: '',
    remarks: '',
    ...fields,
  };
}
