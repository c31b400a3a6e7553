// `inject()`'s types, light-my-request's, under the names Fastify exports them by
export type {
  InjectOptions,
  CallbackFunc as LightMyRequestCallback,
  Chain as LightMyRequestChain,
  Response as LightMyRequestResponse
} from 'light-my-request'
