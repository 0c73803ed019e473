import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorCode } from '#contract/error-codes';
import { ApiCallError } from '../../api/api-error';
import { useT } from '../../i18n/use-t';
import type { MessageKey, Translate } from '../../i18n/message-key';
import { abandonConsole, awaitConsole } from '../../commands/key-inbox';
import { CONSOLE_READY } from '../../boot/console-ready';
import { login } from '../../state/session';
import { showToast } from '../../state/toasts';
import { afterLoginPath } from '../../shell/guard/navigation-guard';
import { prefetchLandingData, prefetchShell } from '../../shell/guard/prefetch-shell';
import { matchRoute } from '../../routes';
import { go } from '../../shell/actions/go';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { rememberedUsername, rememberUsername } from './remembered-username';
import { forgetTypedEarly, readTypedEarly } from './typed-early';

/**
 * What went wrong, said by the render that shows it: a page drawn in the server's language switches
 * to the one chosen on this device once it is live, and an Enter held from before is sent by the
 * form as it was drawn, so a line worded when the answer came would stay in the first language.
 */
type FailureLine = (t: Translate) => string;

/**
 * The server's reason when it gave one; a network failure or a bare refusal gets the generic line.
 * A 42200 from login is always the wrong username or password, said in the user's language (the
 * server's msg is English, for scripts and logs).
 */
function failureLine(err: unknown): FailureLine {
  if (!(err instanceof ApiCallError) || err.generic) return (t) => t('login.form.login.errMsg');
  if (err.code === ErrorCode.BUSINESS_RULE) return (t) => t('login.form.login.wrongCredentials');
  const { message } = err;
  return () => message;
}

export function LoginForm({ search }: { search: string }) {
  const { t } = useT();
  // Typed into the prerendered form before hydration, else the username this device remembers.
  const [early] = useState(readTypedEarly);
  const [username, setUsername] = useState(() => early?.username || rememberedUsername());
  const [password, setPassword] = useState(early?.password ?? '');
  const [remember, setRemember] = useState(() => early?.remember || rememberedUsername() !== '');
  // Keys, said by the render (see FailureLine).
  const [errors, setErrors] = useState<{ username?: MessageKey; password?: MessageKey }>({});
  // The second step: the password was right and the server wants a code of the second factor.
  const [otpAsked, setOtpAsked] = useState(false);
  const [failure, setFailure] = useState<FailureLine | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // In the commit that puts the form on the page, not an effect after it: a page drawn afresh has
  // lost the focus and its live form could take an Enter meanwhile, before a held one was sent.
  useLayoutEffect(() => {
    forgetTypedEarly();
    const drawn = form.current!;
    const field = (name: string) => drawn.elements.namedItem(name) as HTMLInputElement | null;
    // The page React had to draw afresh lost the field being typed in: the same field here has the focus.
    if (early?.focused && !drawn.contains(document.activeElement)) field(early.focused)?.focus();
    // The prerendered page focused the username; with one remembered and nothing typed, the password is next.
    if (early && !early.username && username && document.activeElement === field('username'))
      field('password')?.focus();
    // Keys kept for a console that will not come (a session found at boot that turned out dead lands
    // here) go before a submit held for this form starts waiting for the next one.
    abandonConsole();
    // This handler is live: a submit the prerendered form got before it is sent through it, with what
    // was typed, whenever it came (scripts still loading, hydration under way, the page drawn afresh).
    drawn.dispatchEvent(new Event(CONSOLE_READY, { bubbles: true }));
    // Once, for the form as it was first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: typeof errors = {};
    if (!username.trim()) found.username = 'login.form.userName.errMsg';
    if (!password) found.password = 'login.form.password.errMsg';
    setErrors(found);
    // This try's answer replaces the last one's: a refusal from before is not this one's.
    setFailure(null);
    if (found.username || found.password) return abandonConsole();
    setLoading(true);
    // From here every key is the console's (Ctrl/⌘+K, a `g` chord…), kept until it has loaded.
    awaitConsole();
    // While the password is checked: the console and the screen login leads to; once in, its data.
    const landing = afterLoginPath(search);
    const screen = matchRoute(landing.split('?')[0]!)?.name ?? '';
    prefetchShell(screen);
    try {
      // The code field is uncontrolled; an empty one is asked for again.
      const otp = (form.current?.elements.namedItem('otp') as HTMLInputElement | null)?.value.trim();
      await login({ username: username.trim(), password, ...(otp ? { otp } : {}) });
      prefetchLandingData(screen);
      rememberUsername(remember ? username.trim() : null);
      go(landing);
      showToast('success', t('login.form.login.success'));
    } catch (err) {
      abandonConsole();
      const codeAsked = err instanceof ApiCallError && err.code === ErrorCode.SECOND_FACTOR_REQUIRED;
      // Under a username-wide lock the right password with a valid code still gets in: offer the field.
      if (codeAsked || (err instanceof ApiCallError && err.code === ErrorCode.TOO_MANY_ATTEMPTS)) setOtpAsked(true);
      const otp = codeAsked && (err.data as { otp?: unknown } | null)?.otp;
      const otpLine: FailureLine | null =
        otp === 'locked'
          ? (say) => say('login.form.otp.locked')
          : otpAsked
            ? (say) => say('login.form.otp.invalid')
            : null;
      // A state updater is a function: the line goes in wrapped, not called.
      setFailure(() => (codeAsked ? otpLine : failureLine(err)));
      setLoading(false);
    }
  }

  return (
    // method="post": should the browser ever submit it itself, no field lands in a URL.
    <form ref={form} method="post" onSubmit={submit} noValidate className="w-full max-w-[340px]">
      <h1 className="text-2xl font-semibold text-fg">{t('login.form.title')}</h1>
      <p className="mt-1.5 mb-7 text-sm text-fg-3">{t('login.form.subtitle')}</p>
      {failure && (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 px-3 py-2 text-[13px] text-danger">
          {failure(t)}
        </p>
      )}
      <TextField
        label={t('login.form.userName.label')}
        hideLabel
        placeholder={t('login.form.userName.placeholder')}
        name="username"
        autoComplete="username"
        autoFocus={!early && !username}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username && t(errors.username)}
        className="mb-4"
      />
      <TextField
        label={t('login.form.password.label')}
        hideLabel
        type="password"
        placeholder={t('login.form.password.placeholder')}
        name="password"
        autoComplete="current-password"
        autoFocus={!early && !!username}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password && t(errors.password)}
        className="mb-3"
      />
      {otpAsked && (
        // The second step, once the password was right; read by its name when the form is sent.
        <TextField
          label={t('login.form.otp.label')}
          hint={t('login.form.otp.hint')}
          name="otp"
          autoComplete="one-time-code"
          autoFocus
          className="mb-3"
        />
      )}
      <label className="mb-1 flex cursor-pointer items-center gap-2 text-[13px] text-fg-2">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          className="size-3.5 accent-primary"
        />
        {t('login.form.rememberPassword')}
      </label>
      <p className="mb-5 text-xs text-fg-3">{t('login.form.rememberHint')}</p>
      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={loading}>
        {loading ? t('login.form.loggingIn') : t('login.form.login')}
      </Button>
      {/* Both links explain rather than lead anywhere: staff accounts are managed by an administrator. */}
      {(['forgetPassword', 'register'] as const).map((k) => (
        <details key={k} className="mt-3 text-[13px]">
          <summary className="cursor-pointer text-primary">{t(`login.form.${k}`)}</summary>
          <p className="mt-1.5 rounded-md bg-fill px-3 py-2 text-fg-2">{t(`login.form.${k}.hint`)}</p>
        </details>
      ))}
    </form>
  );
}
