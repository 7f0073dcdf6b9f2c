import { describe, expect, it } from 'vitest';
import { INVALID_CNJ_MESSAGE } from '../../../src/contract/cnj.ts';
import { OAB_MESSAGES, oabVariants, parseOab } from '../../../server/court-data/oab.ts';
import { courtCodeOf, processNumberForSource, stateOfStateCourt } from '../../../server/court-data/process-number.ts';

describe('OAB registrations', () => {
  it('accepts digits with separators and a state, upper-casing the UF and dropping leading zeros', () => {
    expect(parseOab(' 94.719 ', 'rj')).toEqual({ ok: true, value: { number: '94719', uf: 'RJ' } });
    expect(parseOab('094719', 'DF')).toEqual({ ok: true, value: { number: '94719', uf: 'DF' } });
  });

  it('refuses letters, suffixes, empty numbers and unknown UFs with Portuguese messages', () => {
    expect(parseOab('12345A', 'SP')).toEqual({ ok: false, errors: [OAB_MESSAGES.numberDigits] });
    expect(parseOab('123456-A', 'SP')).toEqual({ ok: false, errors: [OAB_MESSAGES.numberDigits] });
    expect(parseOab('', 'XX')).toEqual({ ok: false, errors: [OAB_MESSAGES.numberRequired, OAB_MESSAGES.ufInvalid] });
    expect(parseOab('12345678', 'SP')).toEqual({ ok: false, errors: [OAB_MESSAGES.numberLength] });
    expect(parseOab('123', 'BR')).toEqual({ ok: false, errors: [OAB_MESSAGES.ufInvalid] });
  });

  it('queries the seven suffix variants courts store', () => {
    expect(oabVariants({ number: '94719', uf: 'RJ' })).toEqual([
      '94719',
      '94719-O',
      '94719-A',
      '94719-N',
      '94719-B',
      '94719-S',
      '94719-E',
    ]);
  });
});

describe('process numbers for the sources', () => {
  it('sends digits only, whatever the user typed', () => {
    expect(processNumberForSource('0919992-11.2023.8.19.0001')).toEqual({ ok: true, digits: '09199921120238190001' });
    expect(processNumberForSource('09199921120238190001')).toEqual({ ok: true, digits: '09199921120238190001' });
  });

  it('refuses wrong check digits and garbage with the CNJ message', () => {
    expect(processNumberForSource('0919992-12.2023.8.19.0001')).toEqual({ ok: false, error: INVALID_CNJ_MESSAGE });
    expect(processNumberForSource('abc')).toEqual({ ok: false, error: INVALID_CNJ_MESSAGE });
  });

  it('knows the court code and, for state courts, the state', () => {
    expect(courtCodeOf('0919992-11.2023.8.19.0001')).toBe('8.19');
    expect(stateOfStateCourt('0919992-11.2023.8.19.0001')).toBe('RJ');
    expect(stateOfStateCourt('00000012320268260100')).toBe('SP');
    expect(stateOfStateCourt('00008323520184013202')).toBeNull();
  });
});
