export type Json = Record<string, unknown>;

/** One call of the public API as a client makes it; a refusal throws with its message. */
export async function call<T = Json>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
  return answer;
}
