import { describe, expect, it } from 'vitest';
import { materialTypeOf } from './material-types.ts';

describe('materialTypeOf', () => {
  it('takes an allowed type whose name agrees (or has no extension)', () => {
    expect(materialTypeOf({ mime: 'application/pdf' }, 'Unit 1.PDF')).toBe('application/pdf');
    expect(materialTypeOf({ mime: 'image/jpeg' }, 'photo.jpeg')).toBe('image/jpeg');
    expect(materialTypeOf({ mime: 'application/zip' }, 'bundle')).toBe('application/zip');
  });
  it('refuses content of no allowed type, or of none at all (plain text)', () => {
    expect(materialTypeOf(undefined, 'notes.pdf')).toBeNull();
    expect(materialTypeOf({ mime: 'application/x-msdownload' }, 'setup.exe')).toBeNull();
  });
  it('refuses content that contradicts its name', () => {
    expect(materialTypeOf({ mime: 'image/png' }, 'worksheet.pdf')).toBeNull();
    expect(materialTypeOf({ mime: 'application/zip' }, 'essay.docx')).toBeNull();
  });
  it('tells old Office files apart by their name only', () => {
    expect(materialTypeOf({ mime: 'application/x-cfb' }, 'old.doc')).toBe('application/msword');
    expect(materialTypeOf({ mime: 'application/x-cfb' }, 'old.XLS')).toBe('application/vnd.ms-excel');
    expect(materialTypeOf({ mime: 'application/x-cfb' }, 'old.ppt')).toBe('application/vnd.ms-powerpoint');
    expect(materialTypeOf({ mime: 'application/x-cfb' }, 'old.msi')).toBeNull();
    expect(materialTypeOf({ mime: 'application/x-cfb' }, 'old')).toBeNull();
  });
});
