import { parseSafeHttpUrl } from './safe-url';

type MediaSource =
  | { kind: 'video' | 'audio'; src: string }
  | { kind: 'embed'; src: string; provider: 'YouTube' | 'Vimeo' }
  | { kind: 'invalid' };

const VIDEO_EXT = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const AUDIO_EXT = /\.(mp3|m4a|aac|wav|oga|opus|flac)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(\d{4,12})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * What the player should do with a URL from its query string: only http(s) links are used; YouTube and Vimeo
 * become their https embed players, audio files an <audio>, anything else a <video>.
 */
export function resolveMediaSource(raw: string | null | undefined): MediaSource {
  const safe = parseSafeHttpUrl(raw);
  if (!safe) return { kind: 'invalid' };
  const url = new URL(safe);
  const yt = youtubeId(url);
  if (yt) return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  if (AUDIO_EXT.test(url.pathname)) return { kind: 'audio', src: safe };
  if (VIDEO_EXT.test(url.pathname)) return { kind: 'video', src: safe };
  return { kind: 'video', src: safe };
}

type ViewerKind = 'pdf' | 'image' | 'download';

const INLINE_IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** How the viewer shows a document: by its content type when known, else by the URL's extension. */
export function viewerKind(contentType: string | null, url: string): ViewerKind {
  if (contentType) {
    if (contentType === 'application/pdf') return 'pdf';
    if (INLINE_IMAGES.includes(contentType)) return 'image';
    return 'download';
  }
  const path = new URL(url).pathname.toLowerCase();
  if (path.endsWith('.pdf')) return 'pdf';
  if (/\.(png|jpe?g|webp|gif)$/.test(path)) return 'image';
  // Our own signed file links decide inline/attachment themselves (Content-Disposition).
  if (/^\/v1\/files\/\d+\/content$/.test(path)) return 'pdf';
  return 'download';
}
