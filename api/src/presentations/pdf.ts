// A presentation as a PDF a client can keep: one 16:9 page per slide (13.33 x 7.5 in, the size of
// a widescreen slide), drawn with PDFKit. The title page carries the presenter's brand, each design
// page the yard before and the design after side by side at print quality (the full-size render,
// about 300 dpi at that size), its notes and price line, and the closing page the contact details.
// Text is set in DejaVu Sans, embedded and subset, so names in any Latin, Greek or Cyrillic
// script print as typed.
import { createRequire } from 'node:module';
import { type PlayablePresentation, slidePriceLine } from '@poolscape/shared';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { storedAvatarKey } from '../profile/profile.ts';
import type { Storage } from '../storage/storage.ts';
import type { SlideRow } from './presentations.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const PAGE = { width: 960, height: 540 } as const;
const MARGIN = 48;
const COLORS = { ink: '#0f172a', muted: '#475569', brand: '#155e75', band: '#ecfeff', rule: '#cbd5e1' };
/** The longest side a picture keeps in the PDF: about 300 dpi across half a slide. */
const PRINT_SIZE = 2400;

/** What the PDF is made of: what the presenter plays, and where each slide's pictures are stored. */
export interface PdfSource {
  presentation: PlayablePresentation;
  rows: SlideRow[];
  /** The storage key of each design's photo. */
  photoKeys: Map<string, string>;
  /** The day printed on the title page. */
  date: Date;
}

/**
 * A picture as a print-quality JPEG, made once from the stored original and kept beside it, so a
 * second export of the same designs reads it instead of encoding it again.
 */
async function printable(storage: Storage, key: string): Promise<Buffer | null> {
  const printKey = key.replace(/\.[a-z]+$/, '-print.jpg');
  const kept = await storage.get(printKey);
  if (kept) return kept.body;
  const original = await storage.get(key);
  if (!original) return null;
  try {
    const jpeg = await sharp(original.body)
      .resize({ width: PRINT_SIZE, height: PRINT_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer();
    await storage.put(printKey, jpeg, 'image/jpeg');
    return jpeg;
  } catch {
    // A picture that cannot be read prints as "not rendered yet" rather than failing the whole PDF.
    return null;
  }
}

async function logoOf(storage: Storage, logoUrl: string | null): Promise<Buffer | null> {
  const key = storedAvatarKey(logoUrl);
  if (!key) return null;
  try {
    // Avatars are WebP, which PDF cannot hold; a small PNG prints sharp at the logo's size.
    const webp = await storage.get(key);
    if (!webp) return null;
    return await sharp(webp.body).resize(360, 360, { fit: 'inside' }).png().toBuffer();
  } catch {
    return null;
  }
}

type Doc = PDFKit.PDFDocument;

function footer(doc: Doc, presentation: PlayablePresentation, page: number, pages: number): void {
  const brand = presentation.brand;
  doc.moveTo(MARGIN, PAGE.height - 40).lineTo(PAGE.width - MARGIN, PAGE.height - 40);
  doc.lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.font('regular').fontSize(9).fillColor(COLORS.muted);
  doc.text(brand.company ?? brand.name, MARGIN, PAGE.height - 32, { width: 600, lineBreak: false });
  doc.text(`${page} / ${pages}`, PAGE.width - MARGIN - 100, PAGE.height - 32, {
    width: 100,
    align: 'right',
    lineBreak: false,
  });
}

function titlePage(doc: Doc, presentation: PlayablePresentation, logo: Buffer | null, date: Date): void {
  doc.rect(0, 0, 24, PAGE.height).fill(COLORS.brand);
  let y = 96;
  if (logo) {
    doc.image(logo, MARGIN + 16, 64, { fit: [96, 96] });
    y = 190;
  }
  doc.font('bold').fontSize(40).fillColor(COLORS.ink);
  doc.text(presentation.title, MARGIN + 16, y, {
    width: PAGE.width - 2 * MARGIN - 16,
    height: 150,
    ellipsis: true,
  });
  y = doc.y + 12;
  if (presentation.clientName) {
    doc.font('regular').fontSize(20).fillColor(COLORS.brand);
    doc.text(`Prepared for ${presentation.clientName}`, MARGIN + 16, y, {
      width: 800,
      height: 60,
      ellipsis: true,
    });
    y = doc.y + 8;
  }
  const brand = presentation.brand;
  doc.font('regular').fontSize(14).fillColor(COLORS.muted);
  const by = [brand.name, brand.company].filter(Boolean).join(' · ');
  const day = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  doc.text(`${by}\n${day}`, MARGIN + 16, Math.max(y + 24, PAGE.height - 120), { width: 800 });
}

/** Draws `image` fitted into the box, centred, with its label above. */
function picture(doc: Doc, label: string, image: Buffer | null, x: number, y: number, w: number, h: number) {
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.brand)
    .text(label.toUpperCase(), x, y - 18, { width: w });
  if (image) {
    doc.image(image, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  } else {
    doc.rect(x, y, w, h).fill(COLORS.band);
    doc.font('regular').fontSize(12).fillColor(COLORS.muted);
    doc.text('Not rendered yet', x, y + h / 2 - 8, { width: w, align: 'center' });
  }
}

function designPage(
  doc: Doc,
  slide: PlayablePresentation['slides'][number],
  before: Buffer | null,
  after: Buffer | null,
): void {
  doc.font('bold').fontSize(22).fillColor(COLORS.ink);
  doc.text(slide.name, MARGIN, 28, {
    width: PAGE.width - 2 * MARGIN,
    height: 30,
    ellipsis: true,
    lineBreak: false,
  });
  const boxWidth = (PAGE.width - 2 * MARGIN - 24) / 2;
  const boxHeight = 270;
  picture(doc, 'Before', before, MARGIN, 92, boxWidth, boxHeight);
  picture(doc, 'After', after, MARGIN + boxWidth + 24, 92, boxWidth, boxHeight);
  const textTop = 92 + boxHeight + 16;
  // The owner's price line, else their estimate's range.
  const priceLine = slidePriceLine(slide);
  const priceWidth = priceLine ? 300 : 0;
  if (slide.notes) {
    doc.font('regular').fontSize(12).fillColor(COLORS.ink);
    doc.text(slide.notes, MARGIN, textTop, {
      width: PAGE.width - 2 * MARGIN - priceWidth - (priceWidth ? 24 : 0),
      height: PAGE.height - 52 - textTop,
      ellipsis: true,
    });
  }
  if (priceLine) {
    doc.font('bold').fontSize(16).fillColor(COLORS.brand);
    doc.text(priceLine, PAGE.width - MARGIN - priceWidth, textTop, {
      width: priceWidth,
      align: 'right',
      height: 60,
      ellipsis: true,
    });
  }
}

function closingPage(doc: Doc, presentation: PlayablePresentation, logo: Buffer | null): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.band);
  doc.font('bold').fontSize(30).fillColor(COLORS.ink);
  doc.text(presentation.closingMessage, MARGIN, 110, {
    width: PAGE.width - 2 * MARGIN - 140,
    height: 160,
    ellipsis: true,
  });
  if (logo) doc.image(logo, PAGE.width - MARGIN - 110, 100, { fit: [110, 110] });
  const brand = presentation.brand;
  const lines = [brand.company, brand.phone, brand.email].filter((line): line is string => Boolean(line));
  doc.font('bold').fontSize(18).fillColor(COLORS.brand).text(brand.name, MARGIN, 320, { width: 800 });
  doc
    .font('regular')
    .fontSize(15)
    .fillColor(COLORS.ink)
    .text(lines.join('\n'), MARGIN, doc.y + 6, { width: 800 });
}

/** The whole presentation as one PDF: a title page, a page per design slide, a closing page. */
export async function presentationPdf(storage: Storage, source: PdfSource): Promise<Buffer> {
  const { presentation, rows } = source;
  const logo = await logoOf(storage, presentation.brand.logoUrl);
  // Pictures are prepared two at a time: the encodes of a first export use both cores.
  const pictures: { before: Buffer | null; after: Buffer | null }[] = [];
  for (const row of rows) {
    const photoKey = source.photoKeys.get(row.design_id);
    const [before, after] = await Promise.all([
      photoKey ? printable(storage, photoKey) : null,
      row.storage_prefix ? printable(storage, `${row.storage_prefix}.png`) : null,
    ]);
    pictures.push({ before, after });
  }

  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: presentation.title,
      Author: presentation.brand.company ?? presentation.brand.name,
      Creator: 'Poolscape',
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pages = presentation.slides.length + 2;
  doc.addPage();
  titlePage(doc, presentation, logo, source.date);
  presentation.slides.forEach((slide, index) => {
    doc.addPage();
    designPage(doc, slide, pictures[index]?.before ?? null, pictures[index]?.after ?? null);
    footer(doc, presentation, index + 2, pages);
  });
  doc.addPage();
  closingPage(doc, presentation, logo);
  doc.end();
  return done;
}
