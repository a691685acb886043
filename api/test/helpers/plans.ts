/** A scan of a query plan (EXPLAIN FORMAT JSON): node type, relation, index, planned and actual rows. */
export interface PlanScan {
  node: string;
  rel: string;
  index?: string;
  planRows: number;
  /** Rows per loop, with EXPLAIN ANALYZE. */
  actualRows?: number;
}

/** The scans of a plan (EXPLAIN FORMAT JSON), the plan's own and its children's. */
export function planScans(plan: Record<string, unknown>): PlanScan[] {
  const own: PlanScan[] = plan['Relation Name']
    ? [
        {
          node: String(plan['Node Type']),
          rel: String(plan['Relation Name']),
          index: plan['Index Name'] as string | undefined,
          planRows: Number(plan['Plan Rows']),
          actualRows: plan['Actual Rows'] as number | undefined,
        },
      ]
    : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(planScans)];
}
