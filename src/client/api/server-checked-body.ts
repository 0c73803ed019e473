/**
 * A body the console does not type, sent as it is: the endpoint's schema on the server alone
 * checks it (a list's filters, read from the address through the list's filter definitions). A
 * refusal comes back as any refusal does (40000 with the field). `call` takes it in place of the
 * typed body; JSON.stringify sends its value (`toJSON`), so the fetcher needs no code for it.
 */
export class ServerCheckedBody {
  constructor(readonly value: unknown) {}

  toJSON(): unknown {
    return this.value;
  }
}
