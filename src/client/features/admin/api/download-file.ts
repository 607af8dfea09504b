import { callApi } from '#client/lib/api-call.ts';
import { saveBlob } from '#client/lib/download.ts';
import { type CallInput, type Contract, pathOf } from '#shared/contracts/contract.ts';

/** A file the server builds for download: where it is fetched from, how, and the name to save it under. */
export interface DownloadFile {
  path: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
}

/** A piece of a file name made safe: letters, digits, dot, dash and underscore only (as the server does). */
export const safeFilePart = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);

/** The file an export contract (an answer that is not JSON) answers for these parameters. */
export function exportFile<C extends Contract & { response: null }>(
  contract: C,
  params: CallInput<C>['params'],
  fileName: string,
): DownloadFile {
  return {
    path: pathOf(contract, (params ?? {}) as Record<string, unknown>),
    fileName,
    fetchFile: () => callApi(contract, { params }) as Promise<Blob>,
  };
}

/** Fetches the file with the session cookie (HttpError on any non-ok answer) and saves it. */
export async function downloadFile({ fetchFile, fileName }: DownloadFile): Promise<void> {
  saveBlob(await fetchFile(), fileName);
}
