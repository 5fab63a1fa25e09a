-- Test data is stored uncompressed: compressing ~100 MB of numbers on import (pglz, which runs
-- in WebAssembly on PGlite) made the first start's catalogue import ~2x slower, and every
-- judged submission would pay the decompression again. Disk is the cheaper resource here.
ALTER TABLE "test_cases" ALTER COLUMN "input" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "test_cases" ALTER COLUMN "output" SET STORAGE EXTERNAL;
