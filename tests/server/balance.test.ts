import { describe, expect, it } from 'vitest';
import { consumeMessage, toBalanceResponse, toPlanBalance } from '../../server/domain/balance.ts';

const plan = (limit_end: number, consume: number) => ({
  id: 7,
  type_plan: 'Consulta' as const,
  limit_end,
  consume,
  is_visible: true,
});

describe('balance arithmetic', () => {
  it.each([
    [500, 137, 363],
    [100, 85, 15],
    [100, 100, 0],
    [100, 130, 0],
    [0, 0, 0],
  ])('limit %i, consumed %i → available %i', (limit, consume, available) => {
    expect(toPlanBalance(plan(limit, consume)).available).toBe(available);
  });

  it('maps the row to the contract names', () => {
    expect(toPlanBalance(plan(10, 1))).toEqual({
      planId: 7,
      typePlan: 'Consulta',
      available: 9,
      consume: 1,
      limitEnd: 10,
      isVisible: true,
      msgConsume: null,
    });
  });
});

describe('msgConsume thresholds', () => {
  it('is null below 80%', () => {
    expect(consumeMessage('Consulta', 0, 100)).toBeNull();
    expect(consumeMessage('Consulta', 79, 100)).toBeNull();
    // 799/1000 = 79.9%: still below.
    expect(consumeMessage('Consulta', 799, 1000)).toBeNull();
  });
  it('warns from exactly 80%, with the floored percentage', () => {
    expect(consumeMessage('Monitoria', 80, 100)).toBe(
      'Você já utilizou 80% do saldo de monitorias (80 de 100). Seu plano está próximo do limite contratado. Fale com a gente para ampliar o saldo.',
    );
    expect(consumeMessage('Consulta', 999, 1000)).toContain('99%');
  });
  it('says exhausted at or past the limit, and for a zero limit', () => {
    expect(consumeMessage('Consulta', 200, 200)).toBe(
      'Saldo de consultas esgotado: 200 de 200 utilizadas. O saldo do seu plano acabou. Fale com a gente para contratar mais.',
    );
    expect(consumeMessage('Consulta', 250, 200)).toContain('esgotado');
    expect(consumeMessage('Monitoria', 0, 0)).toContain('esgotado');
  });
  it('ships the message texts with the balance', () => {
    const response = toBalanceResponse([plan(100, 90)]);
    expect(response.messages.nearEnd).toMatch(/próximo do limite/);
    expect(response.messages.exhausted).toMatch(/acabou/);
  });
});
