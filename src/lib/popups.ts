import { paths } from './paths';

/** The video player popup is 640×360 (docs/product.md#popups). */
const PLAYER_SIZE = { width: 640, height: 360 } as const;
const VIEWER_SIZE = { width: 960, height: 720 } as const;

function features(size: { width: number; height: number }): string {
  return `popup,width=${size.width},height=${size.height}`;
}

/** /viewer?id={fileId}: the viewer asks GET /v1/urlById for a fresh signed link. */
export function openViewerById(fileId: number): Window | null {
  return window.open(paths.viewer.getHref({ id: fileId }), 'visualizador', features(VIEWER_SIZE));
}

/** /viewer?relatorio={id}&organizacao={orgId}: the viewer downloads the generated report with the bearer token. */
export function openReportViewer(orgId: number, reportId: number): Window | null {
  return window.open(paths.viewer.getHref({ reportId, orgId }), 'visualizador', features(VIEWER_SIZE));
}

/** /player?url= at 640×360. The player checks the URL again (the query string is untrusted). */
export function openPlayerPopup(url: string): Window | null {
  return window.open(paths.player.getHref(url), 'reprodutor', features(PLAYER_SIZE));
}
