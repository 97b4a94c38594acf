import * as React from 'react';
import { type z } from 'zod';
import { fieldMessage, nextFormId, revealField } from '@screens/ui/formFields';
import { failureText } from './failureText';
import { type RequestKey, createRequestKey, errorCodeOf } from './requestKey';

/** A form's schema: an object of fields (core-domain's rule schemas), possibly with checks across them. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormValues<S extends FormSchema> = z.input<S>;
export type FormErrors<S extends FormSchema> = Partial<Record<keyof FormValues<S>, string>>;

export interface FormOptions<S extends FormSchema, R> {
  initial: FormValues<S>;
  /** Sends the checked values (the schema's output); `requestKey` is the same for every send of the same values. */
  submit: (data: z.output<S>, attempt: { requestKey: string }) => Promise<R>;
  /** What happens after a success, e.g. the next page (the form keeps its values: coming back shows them). */
  onSuccess?: (result: R) => void;
  /** The failure text when the error carries no message of its own. */
  failureFallback?: string;
}

export interface FormState<S extends FormSchema> {
  values: FormValues<S>;
  /** The message under each field, as core-domain's schema words it. */
  errors: FormErrors<S>;
  /** Why the last send failed (the server's message), shown beside the form. */
  failure: string | null;
  sending: boolean;
  /** Whether the tenant has changed anything (until then, loaded data may replace the values). */
  touched: boolean;
}

/** What a field's wrapper carries so a failed send can scroll to it (spread it on the View around the field). */
export interface FieldProps {
  id: string;
}

/** Scrolls to a field (null: none of the page's fields is named) and shows its message where the tenant looks. */
export type RevealField = (id: string | null, message: string) => void;

export interface Form<S extends FormSchema> extends FormState<S> {
  /**
   * Names a field's wrapper, in the order the page shows its fields (call it while rendering): a send that stops
   * scrolls to the first wrong one and says its message, prefixed by `label` when the message does not name it.
   */
  field(name: keyof FormValues<S> & string, label?: string): FieldProps;
  /** The tenant changed these fields: their errors and the failure go. */
  set(patch: Partial<FormValues<S>>): void;
  /** Values from elsewhere (loaded data): replaces them without counting as the tenant's change. */
  reset(values: FormValues<S>): void;
  /** Checks the form, or only `fields` (a send-code button checks the phone alone); shows their errors. */
  check(fields?: readonly (keyof FormValues<S>)[]): boolean;
  /** Shows messages of a step outside the schema (an SMS code send, a server refusal naming a field). */
  show(messages: { errors?: FormErrors<S>; failure?: string | null }): void;
  /** Checks and sends once: a second call while one is sending does nothing. Values stay whatever happens. */
  submit(): Promise<void>;
}

function errorsOf<S extends FormSchema>(issues: readonly z.core.$ZodIssue[]): FormErrors<S> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    // The first issue of a field is its message: core-domain orders a field's checks from the most basic.
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as FormErrors<S>;
}

/** The form's logic without React: the hook keeps one per page and renders on every change. */
export function createFormController<S extends FormSchema, R>(
  first: { schema: S; options: FormOptions<S, R> },
  changed: () => void,
  requestKey: RequestKey = createRequestKey(),
  reveal: RevealField = revealField,
): Form<S> & { configure(schema: S, options: FormOptions<S, R>): void; rendering(): void } {
  let { schema, options } = first;
  const prefix = nextFormId();
  // The fields the last render showed, in its order (a Map keeps the order of insertion).
  let fields = new Map<string, string | undefined>();
  let state: FormState<S> = { values: options.initial, errors: {}, failure: null, sending: false, touched: false };
  // Read and written synchronously: two taps in one frame must not both send.
  let sending = false;

  const update = (next: Partial<FormState<S>>) => {
    state = { ...state, ...next };
    changed();
  };

  const idOf = (name: string) => `${prefix}-${name}`;

  // The first wrong field the page shows (else the first of the schema's), brought into view and named.
  const revealFirst = (errors: FormErrors<S>) => {
    const wrong = errors as Record<string, string | undefined>;
    const shown = [...fields.keys()].find((name) => wrong[name] !== undefined);
    const name = shown ?? Object.keys(wrong).find((key) => wrong[key] !== undefined);
    if (name === undefined) return;
    reveal(shown === undefined ? null : idOf(name), fieldMessage(fields.get(name), wrong[name] ?? ''));
  };

  const controller = {
    get values() {
      return state.values;
    },
    get errors() {
      return state.errors;
    },
    get failure() {
      return state.failure;
    },
    get sending() {
      return state.sending;
    },
    get touched() {
      return state.touched;
    },
    configure(nextSchema: S, nextOptions: FormOptions<S, R>) {
      schema = nextSchema;
      options = nextOptions;
    },
    rendering() {
      fields = new Map();
    },
    field(name: keyof FormValues<S> & string, label?: string): FieldProps {
      if (!fields.has(name) || label !== undefined) fields.set(name, label);
      return { id: idOf(name) };
    },
    set(patch: Partial<FormValues<S>>) {
      const errors: FormErrors<S> = { ...state.errors };
      for (const field of Object.keys(patch) as (keyof FormValues<S>)[]) delete errors[field];
      update({ values: { ...state.values, ...patch }, errors, failure: null, touched: true });
    },
    reset(values: FormValues<S>) {
      update({ values, errors: {}, failure: null });
    },
    check(only?: readonly (keyof FormValues<S>)[]): boolean {
      const parsed = schema.safeParse(state.values);
      const found: FormErrors<S> = parsed.success ? {} : errorsOf<S>(parsed.error.issues);
      if (only === undefined) {
        update({ errors: found });
        revealFirst(found);
        return parsed.success;
      }
      const errors: FormErrors<S> = { ...state.errors };
      for (const field of only) {
        if (found[field] === undefined) delete errors[field];
        else errors[field] = found[field];
      }
      update({ errors });
      return only.every((field) => found[field] === undefined);
    },
    show(messages: { errors?: FormErrors<S>; failure?: string | null }) {
      update({ errors: { ...state.errors, ...messages.errors }, failure: messages.failure === undefined ? state.failure : messages.failure });
    },
    async submit(): Promise<void> {
      if (sending) return;
      const parsed = schema.safeParse(state.values);
      if (!parsed.success) {
        const errors = errorsOf<S>(parsed.error.issues);
        update({ errors });
        revealFirst(errors);
        return;
      }
      sending = true;
      update({ errors: {}, failure: null, sending: true });
      const current = options;
      let result: R;
      try {
        result = await current.submit(parsed.data, { requestKey: requestKey.forAttempt(JSON.stringify(parsed.data)) });
      } catch (error) {
        requestKey.failed(errorCodeOf(error));
        sending = false;
        update({ sending: false, failure: failureText(error) ?? current.failureFallback ?? null });
        return;
      }
      sending = false;
      update({ sending: false });
      current.onSuccess?.(result);
    },
  };
  return controller;
}

/**
 * One form of a page over a core-domain schema: values, field errors in the schema's words, one send at a time
 * with its request key, the failure text, and nothing typed lost when a send fails. A send stopped by a wrong field
 * scrolls to the first one the page shows (`form.field(name)` on its wrapper) and says its message. The schema and the options
 * may change between renders (a dated rule, a house loaded later): the latest are used.
 */
export function useForm<S extends FormSchema, R>(schema: S, options: FormOptions<S, R>): Form<S> {
  const [, rerender] = React.useReducer((count: number) => count + 1, 0);
  const ref = React.useRef<ReturnType<typeof createFormController<S, R>> | null>(null);
  if (ref.current === null) ref.current = createFormController({ schema, options }, rerender);
  ref.current.configure(schema, options);
  ref.current.rendering();
  return ref.current;
}
