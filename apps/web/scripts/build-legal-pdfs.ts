/**
 * Builds the three legal PDFs from their Spanish sources (src/features/legal/sources/*.md)
 * into public/legal/ with pdfkit and its built-in Helvetica. Runs offline at build time.
 *
 * Source format: `# Title`, `## Heading`, paragraphs separated by blank lines, `- ` list
 * items, and a line starting 'Última actualización' shown as a note under the title.
 */
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import PDFDocument from 'pdfkit';

const here = import.meta.dirname;
const SOURCES = resolve(here, '../src/features/legal/sources');
const OUT = resolve(here, '../public/legal');

type Block = { kind: 'title' | 'heading' | 'body' | 'bullet' | 'meta'; text: string };

export function parseSource(src: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'body', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of src.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: line.slice(2) });
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3) });
    } else if (line.startsWith('- ')) {
      flush();
      blocks.push({ kind: 'bullet', text: line.slice(2) });
    } else if (/^Última actualización/.test(line)) {
      flush();
      blocks.push({ kind: 'meta', text: line });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

function build(blocks: Block[], title: string, file: string): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    lang: 'es-ES',
    info: { Title: title, Author: 'Cimenta' },
  });
  const done = new Promise<void>((ok, fail) => {
    const out = createWriteStream(file);
    out.on('finish', ok);
    out.on('error', fail);
    doc.pipe(out);
  });
  for (const b of blocks) {
    if (b.kind === 'title') doc.font('Helvetica-Bold').fontSize(20).fillColor('#111').text(b.text).moveDown(0.4);
    else if (b.kind === 'meta') doc.font('Helvetica').fontSize(9).fillColor('#555').text(b.text).moveDown(0.8);
    else if (b.kind === 'heading') doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor('#111').text(b.text).moveDown(0.3);
    else if (b.kind === 'bullet')
      doc.font('Helvetica').fontSize(10.5).fillColor('#111').list([b.text], { bulletRadius: 1.5, textIndent: 10 });
    else doc.font('Helvetica').fontSize(10.5).fillColor('#111').text(b.text, { align: 'justify', lineGap: 3 }).moveDown(0.5);
  }
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - 40;
    // The footer sits inside the bottom margin; without this pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8.5).fillColor('#666');
    doc.text(`Cimenta · ${title}`, 64, y, { lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, doc.page.width - 64 - 80, y, { width: 80, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

mkdirSync(OUT, { recursive: true });
for (const name of readdirSync(SOURCES).filter((f) => f.endsWith('.md'))) {
  const blocks = parseSource(readFileSync(resolve(SOURCES, name), 'utf8'));
  const title = blocks.find((b) => b.kind === 'title')?.text ?? basename(name, '.md');
  await build(blocks, title, resolve(OUT, `${basename(name, '.md')}.pdf`));
}
console.log(`PDF legales generados en ${OUT}`);
