import { IDEMPOTENCY_KEY_HEADER } from '#shared/constants.ts';
import type { CallInput, Contract, ResponseOf } from '#shared/contracts/contract.ts';
import { urlOf } from '#shared/contracts/contract.ts';
import { apiGet, apiGetBlob, apiSend, apiSendForm } from './request.ts';

/** How a write is sent: an `Idempotency-Key` for a contract that takes one (docs/decisions/023). */
export type CallOptions = { idempotencyKey?: string | undefined };

/**
 * Calls an endpoint by its contract (src/shared/contracts): the path with its parameters and query, the
 * spec's request helper underneath (credentials, customer_hash, errors as `status: body`), and the answer
 * parsed with the contract's response schema, so a reply of the wrong shape fails here, not in a screen.
 * An idempotency key goes as the `Idempotency-Key` header, only to a contract marked `idempotent`.
 */
export async function callApi<C extends Contract>(
  contract: C,
  input: CallInput<C> = {},
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const url = urlOf(contract, input);
  if (!contract.response) return (await apiGetBlob(url)) as ResponseOf<C>;
  if (options.idempotencyKey !== undefined && !contract.idempotent)
    throw new Error(`${contract.method} ${contract.path} takes no idempotency key`);
  const headers: Record<string, string> =
    options.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey };
  const answer =
    contract.method === 'GET'
      ? await apiGet<unknown>(url)
      : input.body instanceof FormData
        ? await apiSendForm<unknown>(contract.method, url, input.body, headers)
        : await apiSend<unknown>(contract.method, url, input.body, headers);
  return contract.response.parse(answer) as ResponseOf<C>;
}
