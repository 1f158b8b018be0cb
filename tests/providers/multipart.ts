// What the providers' contract servers share: the shape of a recorded request and the parsing of
// a multipart/form-data body into its fields and files (with the platform's own FormData parser).

export interface RecordedFile {
  name: string;
  type: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  files: Record<string, RecordedFile>;
}

/** The fields and files of a multipart body, or null when it is not one or cannot be read. */
export async function parseMultipart(
  body: Buffer<ArrayBuffer>,
  contentType: string,
): Promise<Pick<RecordedRequest, 'fields' | 'files'> | null> {
  if (!contentType.startsWith('multipart/form-data')) return null;
  const form = await new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })
    .formData()
    .catch(() => null);
  if (!form) return null;
  const fields: Record<string, string> = {};
  const files: Record<string, RecordedFile> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else files[key] = { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, files };
}
