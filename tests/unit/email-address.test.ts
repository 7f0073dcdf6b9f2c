import { describe, expect, it } from 'vitest';
import { emailAddressProblem, normalizeEmailAddress } from '../../src/contract/email-address';

describe("a new member's e-mail address", () => {
  it('accepts what mail servers take, normalised', () => {
    for (const ok of [
      'ana@exemplo.com.br',
      'Ana.Lima+juridico@Exemplo.TEST',
      'a_b-c@sub.dominio-x.com',
      'x@xn--caf-dma.com',
      ' ana@exemplo.test ',
    ]) {
      expect(emailAddressProblem(ok), ok).toBeNull();
    }
    expect(normalizeEmailAddress(' Ana@Exemplo.Test ')).toBe('ana@exemplo.test');
    // Full-width letters are the same letters once NFKC-normalised.
    expect(normalizeEmailAddress('ａｎａ@exemplo.test')).toBe('ana@exemplo.test');
  });

  it('refuses the addresses the security review added as members', () => {
    const syntax = [
      'a@exemplo..test',
      'a@exemplo.test.',
      'a.@exemplo.test',
      '.a@exemplo.test',
      'a..b@exemplo.test',
      '"a"@exemplo.test',
      'a"b@exemplo.test',
      "o'neil@exemplo.test",
      'a<b@exemplo.test',
      '<a@exemplo.test>',
      'ana😀@exemplo.test',
      'ana@exemplo😀.test',
      'josé@exemplo.test',
      'a b@exemplo.test',
      'a@b',
      'a@-b.test',
      'a@b-.test',
      'a@b.t',
      'a@b.123',
      '@exemplo.test',
      'a@',
      'a@@exemplo.test',
      `${'a'.repeat(65)}@exemplo.test`,
      `a@${'b'.repeat(64)}.test`,
      `a@${'b.'.repeat(126)}test`,
    ];
    for (const bad of syntax) expect(emailAddressProblem(bad), bad).toBe('syntax');
  });

  it('names invisible and control characters apart, so the person knows to retype rather than fix a typo', () => {
    for (const bad of [
      'ana\u200b@exemplo.test',
      'ana@exemplo.test\u200b',
      '\u200bana@exemplo.test',
      'an\u00ada@exemplo.test',
      'ana\u0000@exemplo.test',
      'ana@exem\u202eplo.test',
      'ana\u2060@exemplo.test',
      'ana\ufeff@exemplo.test',
      'a\u0007@exemplo.test',
      'ana\ufe0f@exemplo.test',
      'x\u0301@exemplo.test',
    ]) {
      expect(emailAddressProblem(bad), JSON.stringify(bad)).toBe('invisible');
    }
    expect(emailAddressProblem('   ')).toBe('required');
  });
});
