import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';

/** A file made to be downloaded by name. */
export interface NamedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A template an import screen offers (`?format=csv|xlsx`): the header row names `columns`, then one row per
 * example (a column an example leaves out is empty). CSV is UTF-8 with a byte-order mark (so Excel reads
 * it as UTF-8); XLSX has one sheet, named `sheet`, of text cells. The file is `<baseName>.<format>`.
 */
export const sheetTemplateFile = async <Column extends string>(
  format: 'csv' | 'xlsx',
  template: {
    columns: readonly Column[];
    examples: Partial<Record<Column, string>>[];
    sheet: string;
    baseName: string;
  },
): Promise<NamedFile> => {
  const rows = [[...template.columns], ...template.examples.map((e) => template.columns.map((c) => e[c] ?? ''))];
  if (format === 'csv')
    return {
      body: Buffer.from(`\uFEFF${stringify(rows)}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${template.baseName}.csv`,
    };
  const body = await writeXlsxFile(
    rows.map((r) => r.map((value) => ({ value, type: String }))),
    { sheet: template.sheet },
  ).toBuffer();
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${template.baseName}.xlsx`,
  };
};
