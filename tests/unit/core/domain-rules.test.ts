import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES, consumeMessage, toBalanceResponse, toPlanBalance } from '../../../server/domain/balance';
import {
  activityState,
  canPause,
  pauseRefusal,
  pauseWindow,
  resumeWindow,
  type MonitoringState,
} from '../../../server/domain/pause-rules';
import {
  categoriesOf,
  emptyCounts,
  isCriminalClass,
  isExecutionClass,
  isLabourCourt,
  percentageChange,
  summarise,
} from '../../../server/domain/risk-categories';
import {
  ADMIN_PROFILES,
  BILLING_PROFILES,
  canActOnCompliance,
  canEditProcesses,
  canSeeBilling,
  COMPLIANCE_PROFILES,
  isAdmin,
  isLawyer,
  isUser,
  LAWYER_PROFILES,
  PROCESS_EDITOR_PROFILES,
  PROFILES,
  USER_PROFILES,
  type ProfileName,
} from '../../../src/contract/constants/profiles';

const DAY = 86_400_000;

describe('risk categories', () => {
  it('recognises class names whatever their accents, case and surrounding spaces', () => {
    for (const type of [
      'Ação Penal',
      '  AÇÃO PENAL - Sumário',
      'Inquérito Policial',
      'Termo Circunstanciado',
      'Execução Penal',
      'Execução da Pena',
      'Habeas Corpus Criminal',
    ]) {
      expect(isCriminalClass(type), type).toBe(true);
    }
    for (const type of [
      'Execução Fiscal',
      'EXECUCAO DE TITULO EXTRAJUDICIAL',
      'Cumprimento de Sentença',
      'Execução de Título Judicial',
    ]) {
      expect(isExecutionClass(type), type).toBe(true);
    }
    expect(isCriminalClass('Habeas Corpus Cível')).toBe(false);
    expect(isCriminalClass('Recurso em Ação Penal')).toBe(false);
    expect(isExecutionClass('Embargos à Execução Fiscal')).toBe(false);
    expect(isLabourCourt('5.02')).toBe(true);
    expect(isLabourCourt('15.02')).toBe(false);
    expect(isLabourCourt('8.05')).toBe(false);
  });

  it('puts labour before criminal before execution, and a party side apart', () => {
    expect(categoriesOf({ type: 'Execução Penal', courtCode: '5.01', side: 'AUTHOR' })).toEqual([
      'ALL',
      'RISK_WORKER',
      'ISAUTHOR',
    ]);
    expect(categoriesOf({ type: 'Execução Penal', courtCode: '8.26', side: 'DEFENDANT' })).toEqual([
      'ALL',
      'RISK_CRIMINAL',
      'ISDEFENDANT',
    ]);
    expect(categoriesOf({ type: 'Cumprimento de Sentença', courtCode: '8.26', side: 'OTHER' })).toEqual([
      'ALL',
      'RISK_EXECUTION',
    ]);
  });

  it('counts and sums centavos per category, every category present', () => {
    expect(emptyCounts()).toEqual({
      ALL: { total: 0, value: 0 },
      RISK_CRIMINAL: { total: 0, value: 0 },
      RISK_EXECUTION: { total: 0, value: 0 },
      RISK_WORKER: { total: 0, value: 0 },
      LITIGATION: { total: 0, value: 0 },
      ISAUTHOR: { total: 0, value: 0 },
      ISDEFENDANT: { total: 0, value: 0 },
    });
    const counts = summarise([
      { categories: ['ALL', 'LITIGATION'], value: 150 },
      { categories: ['ALL', 'LITIGATION', 'ISAUTHOR'], value: 50 },
    ]);
    expect(counts.ALL).toEqual({ total: 2, value: 200 });
    expect(counts.ISAUTHOR).toEqual({ total: 1, value: 50 });
    expect(counts.RISK_WORKER).toEqual({ total: 0, value: 0 });
  });

  it('rounds the percentage change to two decimals, 0 without a baseline or a value', () => {
    expect(percentageChange(2, 3)).toBe(-33.33);
    expect(percentageChange(3, 2)).toBe(50);
    expect(percentageChange(1, 3)).toBe(-66.67);
    expect(percentageChange(0, 3)).toBe(0);
    expect(percentageChange(3, 0)).toBe(0);
  });
});

describe('plan balances', () => {
  it('warns from exactly 80 %, never at 79.9 %, with the floored percentage', () => {
    expect(consumeMessage('Consulta', 799, 1000)).toBeNull();
    expect(consumeMessage('Consulta', 800, 1000)).toBe(
      `Você já utilizou 80% do saldo de consultas (800 de 1000). ${BALANCE_MESSAGES.nearEnd}`,
    );
    expect(consumeMessage('Monitoria', 999, 1000)).toBe(
      `Você já utilizou 99% do saldo de monitorias (999 de 1000). ${BALANCE_MESSAGES.nearEnd}`,
    );
    expect(consumeMessage('AnaliseBasica', 1000, 1000)).toBe(
      `Saldo de análises básicas esgotado: 1000 de 1000 utilizadas. ${BALANCE_MESSAGES.exhausted}`,
    );
    expect(consumeMessage('AnalisePremium', 0, 0)).toBe(
      `Saldo de análises premium esgotado: 0 de 0 utilizadas. ${BALANCE_MESSAGES.exhausted}`,
    );
    expect(consumeMessage('Consulta', 0, -1)).toContain('esgotado');
    expect(consumeMessage('Consulta', 0, 1)).toBeNull();
    // No limit at all is exhausted whatever the count says (even a count corrected below zero).
    expect(consumeMessage('Consulta', -1, 0)).toContain('esgotado');
  });

  it('never shows a negative balance', () => {
    const plan = { id: 7, type_plan: 'Consulta' as const, limit_end: 10, consume: 12, is_visible: false };
    expect(toPlanBalance(plan)).toMatchObject({
      planId: 7,
      typePlan: 'Consulta',
      available: 0,
      consume: 12,
      limitEnd: 10,
      isVisible: false,
    });
    expect(toPlanBalance({ ...plan, consume: 3 }).available).toBe(7);
    expect(toBalanceResponse([plan]).balance).toHaveLength(1);
    expect(toBalanceResponse([]).messages).toBe(BALANCE_MESSAGES);
  });
});

describe('pauses', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const later = new Date(now.getTime() + 1);
  const monitored: MonitoringState = { monitoring: true, pauseEndsAt: null, pauseAvailableAt: null };

  it('is a pause only until the instant it ends', () => {
    expect(activityState({ ...monitored, pauseEndsAt: later }, now)).toBe('Pausa');
    expect(activityState({ ...monitored, pauseEndsAt: now }, now)).toBe('Monitoria');
    expect(activityState({ ...monitored, monitoring: false, pauseEndsAt: later }, now)).toBe('Consulta');
  });

  it('allows the next pause from the instant it becomes available', () => {
    expect(pauseRefusal({ ...monitored, pauseAvailableAt: later }, now)).toBe('notAvailableYet');
    expect(pauseRefusal({ ...monitored, pauseAvailableAt: now }, now)).toBeNull();
    expect(pauseRefusal({ ...monitored, pauseEndsAt: later }, now)).toBe('alreadyPaused');
    expect(pauseRefusal({ ...monitored, monitoring: false }, now)).toBe('notMonitored');
    expect(canPause(monitored, now)).toBe(true);
    expect(canPause({ ...monitored, pauseAvailableAt: later }, now)).toBe(false);
  });

  it('ends a pause after its days and opens the next 30 days later', () => {
    expect(pauseWindow(15, now)).toEqual({
      endsAt: new Date(now.getTime() + 15 * DAY),
      availableAt: new Date(now.getTime() + 45 * DAY),
    });
    expect(resumeWindow(now)).toEqual({ endsAt: now, availableAt: new Date(now.getTime() + 30 * DAY) });
  });
});

describe('profile groups (docs/product.md#profile-groups)', () => {
  const allowed = (check: (profile: ProfileName) => boolean) => PROFILES.filter(check);

  it('puts SUPER_ADMIN in every group and each other profile where the spec says', () => {
    expect(allowed(isAdmin)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(allowed(isUser)).toEqual(['BASIC', 'SUPER_ADMIN']);
    expect(allowed(isLawyer)).toEqual(['SUPER_ADMIN', 'LAWYER']);
    expect(allowed(canEditProcesses)).toEqual(['ADMIN', 'SUPER_ADMIN', 'LAWYER']);
    expect(allowed(canActOnCompliance)).toEqual(['BASIC', 'ADMIN', 'SUPER_ADMIN']);
    expect(allowed(canSeeBilling)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(
      [
        ADMIN_PROFILES,
        USER_PROFILES,
        LAWYER_PROFILES,
        PROCESS_EDITOR_PROFILES,
        COMPLIANCE_PROFILES,
        BILLING_PROFILES,
      ].map((g) => g.length),
    ).toEqual([2, 2, 2, 3, 3, 2]);
  });
});
