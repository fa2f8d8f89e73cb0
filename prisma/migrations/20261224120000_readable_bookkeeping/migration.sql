-- What the readable thread needs, typed: the last choice and roll, and the chapters' reports.

-- AlterEnum
ALTER TYPE "MessageSlot" ADD VALUE 'chapter';

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "lastChoice" JSONB,
ADD COLUMN     "lastRoll" JSONB,
ADD COLUMN     "chapterTold" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ChapterReport" (
    "gameId" TEXT NOT NULL,
    "chapter" INTEGER NOT NULL,
    "report" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChapterReport_pkey" PRIMARY KEY ("gameId","chapter")
);

-- AddForeignKey
ALTER TABLE "ChapterReport" ADD CONSTRAINT "ChapterReport_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
