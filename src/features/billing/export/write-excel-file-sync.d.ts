/** vite.config.ts aliases this to write-excel-file's own module: the XLSX writer with fflate's synchronous zip. */
declare module 'write-excel-file/sync' {
  import type { SheetData, SheetOptions } from 'write-excel-file/browser';

  export function generateXlsxFileSync(
    data: SheetData,
    sheetOptions: SheetOptions<Blob>,
    options: undefined,
    convertFileContentToUint8Array: (content: Blob) => Promise<Uint8Array>,
  ): Promise<Blob>;
}
