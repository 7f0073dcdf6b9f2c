import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { competencePeriod } from '../../features/billing/competence';
import { BillDetail } from '../../features/billing/components/bill-detail';
import { writeExtractState, EMPTY_EXTRACT_STATE } from '../../features/billing/extract-params';
import { paths } from '../../lib/paths';
import { BillingGate } from '../guards/billing-gate';
import { NotFoundPage } from './not-found-page';

/** /faturas/:id — one bill, with a link to the extract of its month (the rows it charges). */
export function BillPage() {
  const params = useParams<{ id: string }>();
  const billId = /^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : null;
  if (billId === null) return <NotFoundPage signedIn />;
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Anchor component={Link} href={paths.bills.getHref()} size="sm">
        <IconArrowLeft size={14} aria-hidden="true" /> Faturas
      </Anchor>
      <BillingGate>
        {(scope) => (
          <BillDetail
            scope={scope}
            billId={billId}
            extractHref={(bill) => {
              const period = competencePeriod(bill.competenceMonth);
              return paths.extract.getHref(
                writeExtractState({ ...EMPTY_EXTRACT_STATE, de: period?.from ?? '', ate: period?.to ?? '' }),
              );
            }}
          />
        )}
      </BillingGate>
    </Stack>
  );
}
