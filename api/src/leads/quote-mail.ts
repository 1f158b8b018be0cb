// The two e-mails of a quote request: to the owner, with the lead's details and a link to their
// Leads list; to the visitor, a fixed confirmation that it went out. The owner's address is only
// ever the To of the owner's own e-mail.
import { LEAD_ITEM_LABELS, LEAD_TEXT, type QuoteRequest } from '@poolscape/shared';
import type { Mail } from '../mail/mailer.ts';
import { escapeHtml } from '../share-pages/shell.ts';
import type { QuoteTarget } from './quote-targets.ts';

/** The lead as it was stored (trimmed, optional fields as empty strings). */
export interface LeadDetails {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
}

export function leadDetails(request: QuoteRequest): LeadDetails {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone ?? '',
    postcode: request.postcode,
    message: request.message ?? '',
  };
}

/** Label and value lines, the optional ones left out when empty. */
function fields(lead: LeadDetails): [string, string][] {
  return [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Postcode', lead.postcode],
  ].filter(([, value]) => value !== '') as [string, string][];
}

const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** To the owner: who asked, about what, and where to follow it up. */
export function ownerMail(target: QuoteTarget, lead: LeadDetails, publicUrl: string): Mail {
  const item = `${LEAD_ITEM_LABELS[target.kind].toLowerCase()} “${target.itemName}”`;
  const link = `${publicUrl}/leads`;
  const lines = fields(lead);
  return {
    to: target.ownerEmail,
    subject: `New quote request from ${lead.name}`,
    text: [
      `${lead.name} asked for a quote from your shared ${item}.`,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      ...(lead.message ? ['', 'Message:', lead.message] : []),
      '',
      `See and follow up your leads: ${link}`,
      '',
      'Poolscape',
    ].join('\n'),
    html: `<p>${escapeHtml(lead.name)} asked for a quote from your shared ${escapeHtml(item)}.</p><ul>${lines
      .map(([label, value]) =>
        label === 'E-mail'
          ? `<li>${label}: <a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a></li>`
          : `<li>${label}: ${escapeHtml(value)}</li>`,
      )
      .join(
        '',
      )}</ul>${lead.message ? `<p>Message:</p>${paragraphs(lead.message)}` : ''}<p><a href="${escapeHtml(link)}">See and follow up your leads</a></p><p>Poolscape</p>`,
  };
}

/**
 * To the visitor: that the request went out. Security: the address was typed by whoever sent the
 * form, so this mail carries nothing anyone wrote (no name, message, item name or owner's name),
 * only the product's own words: it cannot relay someone's text to a stranger.
 */
export function visitorMail(email: string, publicUrl: string): Mail {
  return {
    to: email,
    subject: LEAD_TEXT.confirmationSubject,
    // Paragraphs, as in the HTML part: a blank line between each.
    text: [...LEAD_TEXT.confirmationLines, publicUrl, LEAD_TEXT.confirmationNotYou].join('\n\n'),
    html: `${LEAD_TEXT.confirmationLines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p><p>${escapeHtml(LEAD_TEXT.confirmationNotYou)}</p>`,
  };
}
