import { describe, expect, it } from 'vitest';
import { canSeeReportType, visibleReportTypes } from '../../server/reports/report-visibility.ts';

describe('report visibility', () => {
  it('shows the consumption report to admins only', () => {
    expect(visibleReportTypes('ADMIN')).toContain('CONSUMPTION');
    expect(visibleReportTypes('SUPER_ADMIN')).toContain('CONSUMPTION');
    expect(visibleReportTypes('BASIC')).toEqual(['PROCESSES', 'MOVEMENTS', 'MONITORED_DOCUMENTS']);
    expect(visibleReportTypes('LAWYER')).not.toContain('CONSUMPTION');
  });

  it('shows no billing report without a membership', () => {
    expect(canSeeReportType(undefined, 'CONSUMPTION')).toBe(false);
    expect(canSeeReportType(undefined, 'PROCESSES')).toBe(true);
    expect(canSeeReportType('BASIC', 'CONSUMPTION')).toBe(false);
    expect(canSeeReportType('ADMIN', 'CONSUMPTION')).toBe(true);
  });
});
