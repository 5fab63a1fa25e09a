import { randomInt, randomUUID } from 'node:crypto';
import {
  type ClassMemberRole,
  type LanguageId,
  languageIds,
  languageLabels,
} from '@grindstone/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  assignmentExtensions,
  assignments,
  classes,
  classMembers,
  problems,
  similarityReports,
  submissions,
  users,
} from '../db/schema';

export type ClassRow = typeof classes.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentFields = Omit<AssignmentRow, 'id' | 'classId' | 'createdAt'>;
export type SimilarityReportRow = typeof similarityReports.$inferSelect;

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  role: ClassMemberRole;
  joinedAt: Date;
}

/** What progress is computed from: every submission of the students to the problems. */
export interface SubmissionFact {
  userId: string;
  problemId: string;
  status: string;
  createdAt: Date;
}

/** Joins a submission to its author's membership of the class; `acceptedFor` keeps students'. */
const studentOf = (classId: string) =>
  and(eq(classMembers.userId, submissions.userId), eq(classMembers.classId, classId));
const acceptedFor = (problemIds: string[]) =>
  and(
    eq(classMembers.role, 'student'),
    inArray(submissions.problemId, problemIds),
    eq(submissions.status, 'Accepted'),
  );

// No 0/O, 1/I/L: a code read aloud or copied from a projector is typed right the first time.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newJoinCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Only this module queries classes, their members, assignments and similarity reports. */
export function classesRepository(db: Database) {
  return {
    async create(name: string, instructorId: string): Promise<ClassRow> {
      const row = { id: randomUUID(), name, joinCode: newJoinCode(), createdAt: new Date() };
      await db.transaction(async (tx) => {
        await tx.insert(classes).values(row);
        await tx
          .insert(classMembers)
          .values({ classId: row.id, userId: instructorId, role: 'instructor' });
      });
      return row;
    },

    async find(id: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
      return row;
    },

    async findByJoinCode(joinCode: string): Promise<ClassRow | undefined> {
      const [row] = await db.select().from(classes).where(eq(classes.joinCode, joinCode)).limit(1);
      return row;
    },

    async rename(id: string, name: string): Promise<void> {
      await db.update(classes).set({ name }).where(eq(classes.id, id));
    },

    async setJoinCode(id: string, joinCode: string): Promise<void> {
      await db.update(classes).set({ joinCode }).where(eq(classes.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(classes).where(eq(classes.id, id));
    },

    /** The classes a user belongs to, newest first, with their role and the member count. */
    async classesOf(userId: string) {
      const memberCount = sql<number>`(select count(*)::int from ${classMembers} m where m.class_id = ${classes.id})`;
      return db
        .select({ row: classes, role: classMembers.role, memberCount })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.userId, userId))
        .orderBy(desc(classes.createdAt));
    },

    async countInstructed(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(classMembers)
        .where(and(eq(classMembers.userId, userId), eq(classMembers.role, 'instructor')));
      return row?.total ?? 0;
    },

    async memberCount(classId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(classMembers)
        .where(eq(classMembers.classId, classId));
      return row?.total ?? 0;
    },

    async roleOf(classId: string, userId: string): Promise<ClassMemberRole | undefined> {
      const [row] = await db
        .select({ role: classMembers.role })
        .from(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .limit(1);
      return row?.role;
    },

    /** Adds a student; a member already in the class keeps their role. */
    async addStudent(classId: string, userId: string): Promise<void> {
      await db
        .insert(classMembers)
        .values({ classId, userId, role: 'student' })
        .onConflictDoNothing();
    },

    async removeMember(classId: string, userId: string): Promise<void> {
      await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
    },

    /** Instructors first, then students by name. Deleted accounts are never members. */
    async members(classId: string, role?: ClassMemberRole): Promise<MemberRow[]> {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: classMembers.role,
          joinedAt: classMembers.joinedAt,
        })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(
          and(
            eq(classMembers.classId, classId),
            isNull(users.deletedAt),
            role ? eq(classMembers.role, role) : undefined,
          ),
        )
        .orderBy(asc(classMembers.role), asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    // Assignments --------------------------------------------------------------------------

    async createAssignment(classId: string, fields: AssignmentFields): Promise<AssignmentRow> {
      const row = { id: randomUUID(), classId, createdAt: new Date(), ...fields };
      await db.insert(assignments).values(row);
      return row;
    },

    async findAssignment(classId: string, id: string): Promise<AssignmentRow | undefined> {
      const [row] = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.id, id), eq(assignments.classId, classId)))
        .limit(1);
      return row;
    },

    async updateAssignment(id: string, fields: Partial<AssignmentFields>): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await db.update(assignments).set(fields).where(eq(assignments.id, id));
    },

    async removeAssignment(id: string): Promise<void> {
      await db.delete(assignments).where(eq(assignments.id, id));
    },

    /** The class's assignments, the soonest due first. */
    async assignmentsOf(classId: string): Promise<AssignmentRow[]> {
      return db
        .select()
        .from(assignments)
        .where(eq(assignments.classId, classId))
        .orderBy(asc(assignments.dueAt), asc(assignments.createdAt));
    },

    async problemSummaries(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: problems.id, title: problems.title, difficulty: problems.difficulty })
        .from(problems)
        .where(inArray(problems.id, ids));
    },

    async setExtension(assignmentId: string, userId: string, dueAt: Date): Promise<void> {
      await db
        .insert(assignmentExtensions)
        .values({ assignmentId, userId, dueAt })
        .onConflictDoUpdate({
          target: [assignmentExtensions.assignmentId, assignmentExtensions.userId],
          set: { dueAt },
        });
    },

    async removeExtension(assignmentId: string, userId: string): Promise<void> {
      await db
        .delete(assignmentExtensions)
        .where(
          and(
            eq(assignmentExtensions.assignmentId, assignmentId),
            eq(assignmentExtensions.userId, userId),
          ),
        );
    },

    /** Each learner's extended due date for these assignments. */
    async extensionsOf(assignmentIds: string[]): Promise<Map<string, Date>> {
      if (assignmentIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(assignmentExtensions)
        .where(inArray(assignmentExtensions.assignmentId, assignmentIds));
      return new Map(rows.map((row) => [`${row.assignmentId}:${row.userId}`, row.dueAt]));
    },

    /** The learners' submissions to the problems from `since` on, oldest first. */
    async submissionFacts(
      userIds: string[],
      problemIds: string[],
      since: Date,
    ): Promise<SubmissionFact[]> {
      if (userIds.length === 0 || problemIds.length === 0) return [];
      return db
        .select({
          userId: submissions.userId,
          problemId: submissions.problemId,
          status: submissions.status,
          createdAt: submissions.createdAt,
        })
        .from(submissions)
        .where(
          and(
            inArray(submissions.userId, userIds),
            inArray(submissions.problemId, problemIds),
            gte(submissions.createdAt, since),
          ),
        )
        .orderBy(asc(submissions.createdAt));
    },

    // Similarity ---------------------------------------------------------------------------

    /**
     * Each student's latest accepted program for each problem: what they would hand in.
     */
    async acceptedPrograms(classId: string, problemIds: string[]) {
      if (problemIds.length === 0) return [];
      const rows = await db
        .select({
          submissionId: submissions.id,
          userId: submissions.userId,
          problemId: submissions.problemId,
          language: submissions.language,
          code: submissions.code,
        })
        .from(submissions)
        .innerJoin(classMembers, studentOf(classId))
        .where(acceptedFor(problemIds))
        .orderBy(asc(submissions.createdAt), asc(submissions.id));
      // Oldest first, so the last one kept for a (student, problem) is the newest.
      const latest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) latest.set(`${row.userId}:${row.problemId}`, row);
      return [...latest.values()];
    },

    /** The start code learners were given for each problem, by language. */
    async startCodes(
      problemIds: string[],
    ): Promise<Map<string, Partial<Record<LanguageId, string>>>> {
      if (problemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: problems.id, startCode: problems.startCode })
        .from(problems)
        .where(inArray(problems.id, problemIds));
      return new Map(
        rows.map((row) => [
          row.id,
          Object.fromEntries(
            row.startCode.flatMap((entry) => {
              const id = languageIds.find(
                (language) => languageLabels[language] === entry.language,
              );
              return id ? [[id, entry.code]] : [];
            }),
          ),
        ]),
      );
    },

    /**
     * What a similarity report depends on: a digest of every accepted submission of the class's
     * current students to the problems. A report made from another digest is stale.
     */
    async acceptedDigest(classId: string, problemIds: string[]): Promise<string> {
      if (problemIds.length === 0) return '';
      const [row] = await db
        .select({
          digest: sql<
            string | null
          >`md5(string_agg(${submissions.id}::text, ',' order by ${submissions.id}))`,
        })
        .from(submissions)
        .innerJoin(classMembers, studentOf(classId))
        .where(acceptedFor(problemIds));
      return `${problemIds.join(',')}:${row?.digest ?? ''}`;
    },

    async similarityReport(assignmentId: string): Promise<SimilarityReportRow | undefined> {
      const [row] = await db
        .select()
        .from(similarityReports)
        .where(eq(similarityReports.assignmentId, assignmentId))
        .limit(1);
      return row;
    },

    async saveSimilarityReport(row: SimilarityReportRow): Promise<void> {
      await db
        .insert(similarityReports)
        .values(row)
        .onConflictDoUpdate({ target: similarityReports.assignmentId, set: row });
    },

    async submissionForComparison(id: string) {
      const [row] = await db
        .select({
          id: submissions.id,
          userId: submissions.userId,
          problemId: submissions.problemId,
          language: submissions.language,
          code: submissions.code,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(eq(submissions.id, id))
        .limit(1);
      return row;
    },

    async people(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}

export type ClassesRepository = ReturnType<typeof classesRepository>;
