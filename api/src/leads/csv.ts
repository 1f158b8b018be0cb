// The owner's leads as a CSV file (RFC 4180: comma-separated, CRLF line ends, every field quoted,
// quotes doubled), safe to open in a spreadsheet: a cell a visitor made to start with = + - @ (or a
// tab or carriage return) would run as a formula, so such a cell starts with a ' instead (OWASP's
// advice against CSV injection).
import { LEAD_ITEM_LABELS, LEAD_STATUS_LABELS, type Lead } from '@poolscape/shared';

const HEADER = [
  'Date',
  'Status',
  'Name',
  'E-mail',
  'Phone',
  'Postcode',
  'Message',
  'Notes',
  'From',
  'Item',
] as const;

/** One cell: defused when a spreadsheet would read it as a formula, then quoted. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    lead.createdAt,
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    lead.email,
    lead.phone,
    lead.postcode,
    lead.message,
    lead.notes,
    LEAD_ITEM_LABELS[lead.item.kind],
    lead.item.name,
  ]);
  // A byte order mark, so spreadsheets read the names as UTF-8.
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
