import type { StatementRow } from '../../../contract/funds.js';
import type { Db } from '../../store/schema.js';

/**
 * A bank statement's credit as the console shows it beside a fund request (its evidence of payment), and as the
 * audit trail records it when the request is approved. A credit belongs to the request whose reference is its UTR.
 */

/** The columns of a credit and its statement's bank, as selected by `statementRowColumns`. */
export interface StatementRowColumns {
  credit_id: number | null;
  credit_statement_id: number | null;
  credit_bank: string | null;
  credit_row: number | null;
  credit_booked_on: string | null;
  credit_amount: number | string | null;
  credit_utr: string | null;
  credit_reference: string | null;
  credit_narration: string | null;
}

/** Selected from a query that left-joins `statement_credits as sc` and `statements as st`. */
export const statementRowColumns = [
  'sc.id as credit_id',
  'sc.statement_id as credit_statement_id',
  'st.bank as credit_bank',
  'sc.row as credit_row',
  'sc.booked_on as credit_booked_on',
  'sc.amount as credit_amount',
  'sc.utr as credit_utr',
  'sc.reference as credit_reference',
  'sc.narration as credit_narration',
] as const;

/** Rupees as received, paise included (1250.5 for ₹1,250.50). */
export const paiseToRupees = (paise: number | string) => Number(paise) / 100;

export function statementRowOf(row: StatementRowColumns): StatementRow | null {
  if (row.credit_id === null) return null;
  return {
    _id: String(row.credit_id),
    statementId: String(row.credit_statement_id),
    bank: row.credit_bank ?? '',
    row: Number(row.credit_row),
    date: row.credit_booked_on ?? '',
    amount: paiseToRupees(row.credit_amount ?? 0),
    utr: row.credit_utr,
    reference: row.credit_reference ?? '',
    narration: row.credit_narration ?? '',
  };
}

/** The evidence an approval's audit entry records: which statement line showed the payment. */
export interface PaymentEvidence {
  id: string;
  statementId: string;
  row: number;
  date: string;
  amount: number;
  utr: string | null;
}

export function evidenceOf(row: StatementRow): PaymentEvidence {
  return { id: row._id, statementId: row.statementId, row: row.row, date: row.date, amount: row.amount, utr: row.utr };
}

/** The statement credit with this reference as its UTR, if one was imported. */
export async function statementRowOfReference(db: Db, reference: string): Promise<StatementRow | null> {
  const row = await db
    .selectFrom('statement_credits as sc')
    .innerJoin('statements as st', 'st.id', 'sc.statement_id')
    .select(statementRowColumns)
    .where('sc.utr', '=', reference)
    .executeTakeFirst();
  return row ? statementRowOf(row) : null;
}
