/**
 * `npm run setup`'s data step: migrations, the seed and the first-start font catalogue, exactly
 * what server/main.ts does before serving (each step is idempotent and cheap when already done).
 */
import { prepare } from "#server/prepare";

const { runtime, logger } = await prepare();
await runtime.close();
logger.info("数据已就绪 / data ready");
