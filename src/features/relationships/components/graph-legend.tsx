import classes from './relationship-graph.module.css';

/**
 * What the marks of the picture mean: read once, then the graph speaks for itself. A list, so readers hear it as one;
 * folded on phones (the graph would start below the fold), open on wider screens.
 */
export function GraphLegend({ folded }: { folded: boolean }) {
  return (
    <details open={!folded} data-testid="graph-legend">
      <summary className={classes.legendSummary}>Legenda do grafo</summary>
      <ul className={classes.legend} aria-label="Legenda do grafo">
        <li>
          <span className={classes.legendBox} data-root aria-hidden="true" /> Documento analisado
        </li>
        <li>
          <span className={classes.legendBox} data-flagged aria-hidden="true" /> Entidade com risco
        </li>
        <li>
          <span className={classes.chip} aria-hidden="true">
            Sanção
          </span>{' '}
          Risco vigente
        </li>
        <li>
          <span className={classes.chip} data-ended aria-hidden="true">
            PEP até 31/12/2025
          </span>{' '}
          Risco encerrado, com a data
        </li>
        <li>
          <span className={classes.legendFailed} aria-hidden="true">
            Falhou
          </span>{' '}
          Consulta de riscos falhou: risco desconhecido
        </li>
        <li>
          <span className={classes.legendLine} aria-hidden="true" /> Vínculo ativo
        </li>
        <li>
          <span className={classes.legendLine} data-ended aria-hidden="true" /> Vínculo encerrado
        </li>
        <li>
          <span className={classes.legendLine} data-path aria-hidden="true" /> Caminho até o risco
        </li>
        <li>
          <span className={classes.legendGroup} aria-hidden="true">
            +N
          </span>{' '}
          Grupo de vínculos: abre e recolhe
        </li>
      </ul>
    </details>
  );
}
