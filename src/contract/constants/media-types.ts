/** The media types of the API's file answers, as OpenAPI declares them and the server sends them. */
export const CSV_MEDIA_TYPE = 'text/csv';
export const PDF_MEDIA_TYPE = 'application/pdf';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
