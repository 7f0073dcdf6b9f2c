import { ComingSoonPage } from './coming-soon-page';

/** /relatorios and below: a screen of a later version. */
export function ReportsPage() {
  return <ComingSoonPage title="Relatórios" description="Aqui você vai gerar e baixar relatórios, extratos e faturas." />;
}
