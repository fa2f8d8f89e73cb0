-- CreateTable
CREATE TABLE "Reminder" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "openedAt" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "everyMinutes" INTEGER NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "lastSentAt" TIMESTAMP(3),
    "jobKey" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reminder_pkey" PRIMARY KEY ("gameId")
);

-- AddForeignKey
ALTER TABLE "Reminder" ADD CONSTRAINT "Reminder_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
