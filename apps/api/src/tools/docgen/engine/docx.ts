// The Word (.docx) version of a generated document: the first line as a centred bold heading,
// then one paragraph per line, in a legal-document layout (A4, Times New Roman 12, justified).

const CM = 567; // twips per centimetre

export async function documentToDocx(title: string, content: string): Promise<Buffer> {
  // The docx library is imported when first needed, not at start (BENCH.md, API RSS).
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx');
  const lines = content.replace(/\r\n/g, '\n').split('\n');
  const headingIndex = lines.findIndex((l) => l.trim() !== '');
  const paragraphs = lines.map((line, i) =>
    i === headingIndex
      ? new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: 240 },
          children: [new TextRun({ text: line.trim(), bold: true, size: 28 })],
        })
      : new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 120, line: 360 },
          children: [new TextRun({ text: line })],
        }),
  );
  const doc = new Document({
    title,
    creator: 'Lexato',
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: Math.round(21 * CM), height: Math.round(29.7 * CM) },
            margin: { top: 3 * CM, left: 3 * CM, bottom: 2 * CM, right: 2 * CM },
          },
        },
        children: paragraphs,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
