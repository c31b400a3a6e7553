// A browser's cookie jar, as small as the session scenarios need: it keeps the cookies the servers set (name=value,
// dropped when a server expires one) and sends them with every request, whichever process it talks to. Each answer
// records which cookies it set, without their values (a session id or an encrypted session differs on every run
// and framework), so that two frameworks' answers can be compared.
export interface BrowserAnswer {
  status: number
  body: unknown
  /** The cookies the answer set: name and attributes, the value left out ('<value>', or '' when it was emptied). */
  setCookies: string[]
  pid: number | undefined
}

export class Browser {
  readonly cookies = new Map<string, string>()

  async request(
    origin: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown
  ): Promise<BrowserAnswer> {
    const headers: Record<string, string> = {}
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (body !== undefined) headers['content-type'] = 'application/json'
    const init: RequestInit = { method, headers }
    if (body !== undefined) init.body = JSON.stringify(body)
    const response = await fetch(`${origin}${path}`, init)
    const setCookies = response.headers.getSetCookie().map((line) => this.store(line))
    const parsed = (await response.json()) as Record<string, unknown>
    const { pid, ...rest } = parsed
    return { status: response.status, body: rest, setCookies, pid: typeof pid === 'number' ? pid : undefined }
  }

  /** Keeps (or drops) one Set-Cookie and returns it without its value and its clock-dependent expiry date. */
  private store(line: string): string {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const equals = pair.indexOf('=')
    const name = pair.slice(0, equals)
    const value = pair.slice(equals + 1)
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now())
    )
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
    const shown = attributes
      .map((attribute) =>
        /^expires=/i.test(attribute) ? (expired ? 'Expires=<past>' : 'Expires=<future>') : attribute
      )
      .sort()
    return [`${name}=${value === '' ? '' : '<value>'}`, ...shown].join('; ')
  }
}
