import { describe, expect, it } from 'vitest';
import {
  creditKey,
  decodeStatement,
  findUtr,
  parseStatement,
  parseStatementAmount,
  parseStatementDate,
  statementColumns,
  type StatementReading,
} from '../../../src/domain/bank-statement';

function credits(reading: StatementReading) {
  if (!reading.ok) throw new Error(`unexpected ${reading.code}`);
  return reading.credits;
}

describe('a bank statement in its three layouts', () => {
  it('reads a reference column, DD/MM/YYYY dates and one signed amount column', () => {
    const text = 'Date,Reference,Description,Amount\r\n20/11/2026,412345678901,UPI credit,500.00\r\n' +
      '20/11/2026,CHQ-77,Cheque paid,-1200\r\n21/11/2026,412345678902,UPI credit,750\r\n';
    const reading = parseStatement(text, { date: 'Date', amount: 'Amount', reference: 'Reference', narration: 'Description' });
    expect(reading).toMatchObject({ ok: true, rows: 3, debits: 1 });
    expect(credits(reading)).toEqual([
      { line: 2, date: '2026-11-20', paise: 50_000, utr: '412345678901', reference: '412345678901', narration: 'UPI credit' },
      { line: 4, date: '2026-11-21', paise: 75_000, utr: '412345678902', reference: '412345678902', narration: 'UPI credit' },
    ]);
  });

  it('finds the header below account lines, reads DD-Mon-YYYY and credit/debit columns and the UTR in the narration', () => {
    const text = [
      'Account Statement',
      'Account No,XXXXXX1234',
      'Period,01-Nov-2026 to 30-Nov-2026',
      '',
      'Txn Date,Narration,Withdrawal Amt,Deposit Amt,Closing Balance',
      '20-Nov-2026,UPI/412345678901/RAVI KUMAR/ok,,"1,250.00","10,000.00"',
      '20-Nov-2026,NEFT charges,25.00,,"9,975.00"',
    ].join('\n');
    const reading = parseStatement(text, { date: 'Txn Date', credit: 'Deposit Amt', debit: 'Withdrawal Amt', narration: 'Narration' });
    expect(reading).toMatchObject({ ok: true, rows: 2, debits: 1 });
    expect(credits(reading)).toEqual([
      { line: 6, date: '2026-11-20', paise: 125_000, utr: '412345678901', reference: '', narration: 'UPI/412345678901/RAVI KUMAR/ok' },
    ]);
  });

  it('reads YYYY-MM-DD HH:MM:SS dates, ₹ amounts and a UPI-…-UTR-… narration, with a BOM', () => {
    const text = '\uFEFFValue Date,Particulars,Debit,Credit\n' +
      '2026-11-20 10:15:00,UPI-RAVI-ravi@okaxis-412345678901-PAYMENT,,"₹1,250.00"\n' +
      '2026-11-20 11:00:00,ATM,"₹2,000.00",\n';
    const reading = parseStatement(text, { date: 'value date', credit: 'CREDIT', debit: 'Debit', narration: 'Particulars' });
    expect(credits(reading)).toEqual([
      {
        line: 2,
        date: '2026-11-20',
        paise: 125_000,
        utr: '412345678901',
        reference: '',
        narration: 'UPI-RAVI-ravi@okaxis-412345678901-PAYMENT',
      },
    ]);
    expect(reading).toMatchObject({ debits: 1 });
  });

  it('keeps quoted commas, doubled quotes and line breaks inside a cell, and skips blank lines', () => {
    const text = 'Date,Amount,Narration\n\n20/11/2026,100,"Paid, ""as agreed""\nby UPI 412345678901"\n21/11/2026,200,x\n';
    const lines = credits(parseStatement(text, { date: 'Date', amount: 'Amount', narration: 'Narration' }));
    expect(lines.map((line) => [line.line, line.narration, line.utr])).toEqual([
      [3, 'Paid, "as agreed"\nby UPI 412345678901', '412345678901'],
      [5, 'x', null],
    ]);
  });
});

describe('dates', () => {
  it.each([
    ['20/11/2026', '2026-11-20'],
    ['5-11-2026', '2026-11-05'],
    ['05.11.2026', '2026-11-05'],
    ['05/11/26', '2026-11-05'],
    ['05-Nov-2026', '2026-11-05'],
    ['05 nov 2026', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['2026-11-05 23:59:59', '2026-11-05'],
    ['20/11/2026 10:15', '2026-11-20'],
    ['20/11/2026 10:15 PM', '2026-11-20'],
    ['29-Feb-2028', '2028-02-29'],
  ])('%s is %s', (text, day) => {
    expect(parseStatementDate(text)).toBe(day);
  });

  it.each(['', '31/11/2026', '29-Feb-2027', '2026/11/05', '11-Foo-2026', 'yesterday', '20/11/2026 noon', '13/13/2026'])(
    '%j is not a date',
    (text) => {
      expect(parseStatementDate(text)).toBeNull();
    },
  );
});

describe('amounts', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['1,250.00', 125_000],
    ['1,23,456.78', 12_345_678],
    ['123,456', 12_345_600],
    ['₹1,250.00', 125_000],
    ['INR 750', 75_000],
    ['-1200', -120_000],
    ['+300', 30_000],
    ['₹-40', -4_000],
    ['1,250.00 Cr', 125_000],
    ['1,250.00 Dr', -125_000],
    ['0.00', 0],
  ])('%s is %i paise', (text, paise) => {
    expect(parseStatementAmount(text)).toBe(paise);
  });

  it.each(['', 'abc', '1.234', '12,34', '1,2345', '--5', '1e3', '5 rupees'])('%j is not an amount', (text) => {
    expect(parseStatementAmount(text)).toBeNull();
  });

  it('reads an empty credit or debit cell as 0', () => {
    expect(parseStatementAmount('', { emptyIsZero: true })).toBe(0);
  });
});

describe('the UTR of a row', () => {
  it('is the reference when it is exactly 12 digits', () => {
    expect(findUtr(' 412345678901 ', 'UPI/999999999999/x')).toBe('412345678901');
  });

  it('is the first run of exactly 12 digits in the reference or the narration', () => {
    expect(findUtr('REF 412345678901', '')).toBe('412345678901');
    expect(findUtr('', 'UPI/412345678901/NAME/ok')).toBe('412345678901');
    expect(findUtr('', 'UPI-NAME-ok@bank-412345678901-PAY')).toBe('412345678901');
    expect(findUtr('', 'A/C 12345678901234 then 412345678901')).toBe('412345678901');
    expect(findUtr('', 'card 1234567890123')).toBeNull();
  });

  it('gives a credit without one a key of its date, amount and narration', () => {
    const line = { line: 2, date: '2026-11-20', paise: 100, utr: null, reference: '', narration: 'Cash  Deposit' };
    expect(creditKey(line)).toBe('row:2026-11-20|100|cash deposit');
    expect(creditKey({ ...line, utr: '412345678901' })).toBe('utr:412345678901');
  });
});

describe('bad statements', () => {
  const mapping = { date: 'Date', amount: 'Amount', reference: 'Reference' };

  it('names a mapped column the header lacks', () => {
    expect(parseStatement('Date,Ref,Amount\n20/11/2026,x,1\n', mapping)).toEqual({
      ok: false,
      code: 'STATEMENT_COLUMN_MISSING',
      params: { column: 'Reference' },
    });
  });

  it('names the file line and column of a bad amount or date', () => {
    const text = 'Date,Reference,Amount\n20/11/2026,a,100\n20/11/2026,b,12.345\n';
    expect(parseStatement(text, mapping)).toEqual({
      ok: false,
      code: 'STATEMENT_AMOUNT_INVALID',
      params: { row: 3, column: 'Amount' },
    });
    expect(parseStatement('Date,Reference,Amount\n\n2026/11/20,a,100\n', mapping)).toEqual({
      ok: false,
      code: 'STATEMENT_DATE_INVALID',
      params: { row: 3, column: 'Date' },
    });
    expect(parseStatement('Date,Reference,Amount\n20/11/2026,a,\n', mapping)).toMatchObject({
      code: 'STATEMENT_AMOUNT_INVALID',
    });
  });

  it('refuses an empty file and one of more than 50,000 rows', () => {
    expect(parseStatement('\n\r\n', mapping)).toEqual({ ok: false, code: 'STATEMENT_EMPTY' });
    const many = `Date,Reference,Amount\n${'20/11/2026,a,1\n'.repeat(50_001)}`;
    expect(parseStatement(many, mapping)).toEqual({ ok: false, code: 'STATEMENT_TOO_MANY_ROWS', params: { limit: 50_000 } });
    expect(parseStatement(`Date,Reference,Amount\n${'20/11/2026,a,1\n'.repeat(50_000)}`, mapping)).toMatchObject({ ok: true });
  });

  it('refuses an impossible mapping', () => {
    expect(parseStatement('Date,Amount\n', { date: 'Date' })).toMatchObject({ code: 'STATEMENT_MAPPING_INVALID' });
    expect(parseStatement('Date,Amount\n', { date: 'Date', amount: 'Amount', credit: 'Amount' })).toMatchObject({
      code: 'STATEMENT_MAPPING_INVALID',
    });
    expect(parseStatement('Date,Amount\n', { date: 'Date', debit: 'Amount' })).toMatchObject({
      code: 'STATEMENT_MAPPING_INVALID',
    });
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(decodeStatement(new Uint8Array([0x44, 0x61, 0xff, 0x0a]))).toEqual({ ok: false, code: 'STATEMENT_NOT_UTF8' });
    expect(decodeStatement(new TextEncoder().encode('\uFEFFDate'))).toEqual({ ok: true, text: 'Date' });
  });
});

describe('the columns of a file', () => {
  it('are the widest of the first lines, below any account details', () => {
    const text = 'Account Statement\nAccount No,1234\nTxn Date,Narration,Withdrawal Amt,Deposit Amt,\n20-Nov-2026,x,,1,\n';
    expect(statementColumns(text)).toEqual(['Txn Date', 'Narration', 'Withdrawal Amt', 'Deposit Amt']);
    expect(statementColumns('')).toEqual([]);
  });
});
