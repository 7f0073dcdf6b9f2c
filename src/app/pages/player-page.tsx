import { useSearchParams } from 'wouter';
import { resolveMediaSource } from '../../lib/media-source';
import { INVALID_URL_MESSAGE } from '../../lib/safe-url';
import { PopupPlaceholder } from '../layout/popup-placeholder';

const FILL = { width: '100%', height: '100dvh', border: 0, display: 'block' } as const;

/** /player?url= — a 640×360 popup: direct video/audio files natively, YouTube/Vimeo through their https embeds. */
export function PlayerPage() {
  const [search] = useSearchParams();
  const raw = search.get('url');
  const source = resolveMediaSource(raw);
  const error = raw === null ? 'Nenhum vídeo informado.' : source.kind === 'invalid' ? INVALID_URL_MESSAGE : null;

  return (
    <PopupPlaceholder title="Reprodutor de vídeo" error={error} bare>
      {source.kind === 'embed' && (
        <iframe
          src={source.src}
          title={`Vídeo da audiência (${source.provider})`}
          style={FILL}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="player-embed"
        />
      )}
      {source.kind === 'video' && (
        <video src={source.src} controls playsInline preload="metadata" style={{ ...FILL, background: 'black' }} data-testid="player-video">
          Seu navegador não consegue reproduzir este vídeo. <a href={source.src}>Baixar o vídeo</a>.
        </video>
      )}
      {source.kind === 'audio' && (
        <div style={{ ...FILL, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <audio src={source.src} controls preload="metadata" style={{ width: '90%' }} data-testid="player-audio">
            Seu navegador não consegue reproduzir este áudio. <a href={source.src}>Baixar o áudio</a>.
          </audio>
        </div>
      )}
    </PopupPlaceholder>
  );
}
