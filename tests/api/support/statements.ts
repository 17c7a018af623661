import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Reconciliation, StatementMapping } from '../../../contract/reconciliation.js';
import type { SignedIn } from './players.js';
import type { TestServer } from './test-server.js';

/** Bank statements as three banks export them, their import, and the reconciliation's answers. */

let utrs = 0;
const utrBase = 400_000_000_000 + Math.floor(Math.random() * 90_000) * 1_000_000;

/** A fresh 12-digit UPI reference. */
export function nextUtr(): string {
  utrs += 1;
  return String(utrBase + utrs);
}

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
}

/** A multipart/form-data body, as the console's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----statement-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: text/csv\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface StatementFile {
  bank: string;
  mapping: StatementMapping | string;
  csv: string | Buffer;
  fileName?: string;
}

export function importStatement(server: TestServer, token: string, file: StatementFile): Promise<LightMyRequestResponse> {
  const mapping = typeof file.mapping === 'string' ? file.mapping : JSON.stringify(file.mapping);
  const body = multipart([
    { name: 'bank', data: file.bank },
    { name: 'mapping', data: mapping },
    { name: 'file', data: file.csv, filename: file.fileName ?? 'statement.csv' },
  ]);
  return server.request({ method: 'POST', url: '/api/admin/statements', token, ...body });
}

export async function reconciliationOf(server: TestServer, token: string): Promise<Reconciliation> {
  const response = await server.request({ method: 'GET', url: '/api/admin/reconciliation', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reconciliation;
}

/** A player's fund request with the payment's UTR; its id. */
export async function claim(server: TestServer, player: SignedIn, utr: string, amount: number): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/api/fund-request/create',
    token: player.token,
    payload: { amount, utr, paymentMethod: 'UPI' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { request: { _id: string } }).request._id;
}

export interface Credit {
  utr?: string;
  rupees: number;
  debit?: boolean;
  narration?: string;
}

/** Bank 1: a reference column holding the UTR, DD/MM/YYYY, one signed amount column. */
export function referenceLayout(day: string, credits: Credit[]): StatementFile {
  const [y, m, d] = day.split('-');
  const lines = credits.map((credit) =>
    [`${d}/${m}/${y}`, credit.utr ?? '', credit.narration ?? 'UPI credit', `${credit.debit ? '-' : ''}${credit.rupees.toFixed(2)}`].join(','),
  );
  return {
    bank: 'Bank of Baroda',
    mapping: { date: 'Date', amount: 'Amount', reference: 'Reference', narration: 'Description' },
    csv: `Date,Reference,Description,Amount\r\n${lines.join('\r\n')}\r\n`,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Bank 2: account lines above the header, DD-Mon-YYYY, credit and debit columns, the UTR inside the narration. */
export function narrationLayout(day: string, credits: Credit[]): StatementFile {
  const [y, m, d] = day.split('-');
  const date = `${d}-${MONTHS[Number(m) - 1]}-${y}`;
  const lines = credits.map((credit) => {
    const narration = credit.utr ? `UPI/${credit.utr}/RAVI KUMAR/ravi@okaxis/Payment` : (credit.narration ?? 'NEFT');
    const amount = `"${credit.rupees.toLocaleString('en-IN', { minimumFractionDigits: 2 })}"`;
    return [date, narration, 'UPI', credit.debit ? amount : '', credit.debit ? '' : amount, '"1,00,000.00"'].join(',');
  });
  return {
    bank: 'HDFC Bank',
    mapping: { date: 'Txn Date', credit: 'Deposit Amt.', debit: 'Withdrawal Amt.', narration: 'Narration' },
    csv: [
      'HDFC BANK Ltd.,,,,,',
      'Account No :,50100012345678,,,,',
      `Statement From :,01/11/${y},To :,30/11/${y},,`,
      '',
      'Txn Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...lines,
      '',
    ].join('\n'),
  };
}

/** Bank 3: credit/debit columns, YYYY-MM-DD HH:MM:SS, ₹1,250.00 amounts, the UTR in a UPI-…-UTR-… narration. */
export function merchantLayout(day: string, credits: Credit[]): StatementFile {
  const lines = credits.map((credit, index) => {
    const narration = credit.utr ? `UPI-RAVI KUMAR-ravi@okicici-${credit.utr}-PAYMENT` : (credit.narration ?? 'IMPS');
    const amount = `"₹${credit.rupees.toLocaleString('en-IN', { minimumFractionDigits: 2 })}"`;
    const time = `${String(9 + (index % 10)).padStart(2, '0')}:15:00`;
    return [`${day} ${time}`, narration, credit.debit ? amount : '', credit.debit ? '' : amount, '"₹50,000.00"'].join(',');
  });
  return {
    bank: 'PhonePe Business',
    mapping: { date: 'Transaction Date', credit: 'Credit', debit: 'Debit', narration: 'Particulars' },
    csv: `\uFEFFTransaction Date,Particulars,Debit,Credit,Balance\n${lines.join('\n')}\n`,
  };
}

/** The audit entries of an action, oldest first, with their JSON read. */
export async function auditEntries(server: TestServer, action: string) {
  const rows = await server.store.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    actorId: row.actor_id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  }));
}
