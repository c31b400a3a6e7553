import { captureCallSite, type CallSite } from './call-site.js'

/** What a registration made: the public method's subject. */
export type RegistrationKind =
  | 'decorator'
  | 'requestDecorator'
  | 'replyDecorator'
  | 'hook'
  | 'schema'
  | 'errorHandler'
  | 'notFoundHandler'
  | 'contentTypeParser'
  | 'validatorCompiler'
  | 'serializerCompiler'
  | 'schemaErrorFormatter'
  | 'replySerializer'
  | 'route'

/** One call of a registering method: what it registered, on which context, from where. */
export interface Registration {
  readonly kind: RegistrationKind
  /** the decorator's or hook's name, the schema's $id, the parser's media types, the route's `METHOD url` */
  readonly name: string
  /** the context the method was called on (a skip-override plugin's calls land on its parent) */
  readonly context: object
  /** what was registered: the hook, the handler, the compiler, the route's definition */
  readonly value: unknown
  readonly site: CallSite
}

/**
 * Every registration of an application, by context, recorded when it is made (registration time only: the request
 * path never reads or writes this). `explain()` and `inspect()` read it to say where each piece came from.
 */
export class Provenance {
  readonly #byContext = new WeakMap<object, Registration[]>()

  /** Records a registration made now (the application's frame is found among the captured ones when asked). */
  record(kind: RegistrationKind, name: string, context: object, value: unknown): void {
    const entry: Registration = { kind, name, context, value, site: captureCallSite() }
    const list = this.#byContext.get(context)
    if (list === undefined) this.#byContext.set(context, [entry])
    else list.push(entry)
  }

  /** The registrations made on `context`, in the order they were made. */
  of(context: object): readonly Registration[] {
    return this.#byContext.get(context) ?? []
  }
}
