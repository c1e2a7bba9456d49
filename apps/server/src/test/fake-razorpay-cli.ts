import { startFakeRazorpay } from './fake-razorpay';

/**
 * The fake Razorpay as a process, for the browser journeys (e2e/playwright.config.ts starts it
 * beside the app): FAKE_RAZORPAY_PORT, the three keys, and FAKE_RAZORPAY_WEBHOOK_URL (the app's
 * webhook) from the environment.
 */
const env = process.env;
const fake = await startFakeRazorpay({
  keyId: env.RAZORPAY_KEY_ID ?? '',
  keySecret: env.RAZORPAY_KEY_SECRET ?? '',
  webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
  webhookUrl: env.FAKE_RAZORPAY_WEBHOOK_URL,
  port: Number(env.FAKE_RAZORPAY_PORT ?? 0),
});
process.stdout.write(`fake Razorpay on ${fake.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
