// The price table and design estimate calls (shared/src/pricing.ts is the contract), through the
// site's API client, each answer checked against its schema, and the queries the screens read
// them with. A saved or removed table makes every estimate on screen be read again.
import { type Design, DesignEstimateSchema, type PriceTable, PriceTableSchema } from '@poolscape/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const TABLE_URL = '/api/profile/price-table';

export const pricingQueryKeys = {
  all: ['pricing'] as const,
  table: ['pricing', 'table'] as const,
  /**
   * A design's estimate, keyed on what it is worked out from: the latest version (a regenerate
   * makes a new one) and its reference line (which can change without a new version).
   */
  estimate: (design: Design) => {
    const latest = design.versions[0];
    return [
      'pricing',
      'estimate',
      design.id,
      latest?.number ?? 0,
      JSON.stringify(latest?.scale ?? null),
    ] as const;
  },
};

export function usePriceTable(enabled = true) {
  return useQuery({
    queryKey: pricingQueryKeys.table,
    queryFn: ({ signal }) => apiRequest('GET', TABLE_URL, { schema: PriceTableSchema.nullable(), signal }),
    refetchOnMount: 'always',
    enabled,
  });
}

export const savePriceTable = (table: PriceTable) =>
  apiRequest('PUT', TABLE_URL, { body: table, schema: PriceTableSchema });

export async function removePriceTable(): Promise<void> {
  await apiRequest('DELETE', TABLE_URL);
}

/** After the table was saved (or removed, with null): it is kept and every estimate read again. */
export function rememberPriceTable(client: QueryClient, table: PriceTable | null): void {
  client.setQueryData(pricingQueryKeys.table, table);
  void client.invalidateQueries({ queryKey: [...pricingQueryKeys.all, 'estimate'] });
}

/** The owner's estimate of `design`, read again whenever its latest version or reference changes. */
export function useDesignEstimate(design: Design) {
  return useQuery({
    queryKey: pricingQueryKeys.estimate(design),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/designs/${encodeURIComponent(design.id)}/estimate`, {
        schema: DesignEstimateSchema,
        signal,
      }),
  });
}
