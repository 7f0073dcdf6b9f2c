import { describe, expect, it } from 'vitest';
import {
  communicationPlainText,
  sanitizeCommunicationHtml,
} from '../../../server/court-data/sanitize-communication.ts';
import { loadFixture } from './djen-recordings.ts';

const hostile = (loadFixture('hostile-html').recordings[0]!.response.body as { items: { texto: string }[] }).items[0]!
  .texto;

describe('communication HTML sanitiser', () => {
  const clean = sanitizeCommunicationHtml(hostile);

  it('keeps the act’s words and harmless formatting', () => {
    expect(clean).toContain('Intime-se a parte <b>ré</b> para <i>pagamento</i>.');
    expect(clean).toContain('<td colspan="2">Valor: R$ 1.000,00</td>');
    expect(clean).toContain(
      '<a href="https://www.tjrj.jus.br/consulta" rel="noopener noreferrer nofollow" target="_blank">consulta</a>',
    );
  });

  it('leaves nothing that runs, frames, styles or positions', () => {
    for (const inert of [
      /<script/i,
      /<iframe/i,
      /<img/i,
      /<svg/i,
      /<style/i,
      /<form/i,
      /<input/i,
      /\son\w+=/i,
      /javascript:/i,
      /\sclass=/i,
      /\sstyle=/i,
      /\sid=/i,
      /evil\.example/,
    ]) {
      expect(clean).not.toMatch(inert);
    }
    // The javascript: link keeps its words, without a target.
    expect(clean).toContain('<a rel="noopener noreferrer nofollow" target="_blank">clique aqui</a>');
  });

  it('keeps the lines of plain-text acts and escapes what looks like markup in them', () => {
    expect(sanitizeCommunicationHtml('*** SECRETARIA ***\n\r-----\n\rEDITAL <nome> & cia')).toBe(
      '*** SECRETARIA ***<br />-----<br />EDITAL &lt;nome&gt; &amp; cia',
    );
    expect(sanitizeCommunicationHtml(null)).toBe('');
  });

  it('gives the plain text for movements and notifications', () => {
    expect(
      communicationPlainText(sanitizeCommunicationHtml('<p>A &amp; B</p><p>C&nbsp;D &#233; &#x27;x&#x27;</p>')),
    ).toBe("A & B\nC D é 'x'");
  });
});
