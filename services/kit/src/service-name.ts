/** The service's name (`identity`, `profiles`, …), provided by `ServiceKitModule.forRoot`. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
