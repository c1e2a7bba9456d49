/** npm run bench: each suite prints its own figures. */
import { runChatBench } from './chat';

await runChatBench();
