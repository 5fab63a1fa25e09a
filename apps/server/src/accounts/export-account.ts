import type { AccountExport } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import type { MediaHost } from '../media/media-host';
import { toPublicUser } from '../users/public-user';
import type { ExportRepository } from './export-repository';

const iso = (date: Date) => date.toISOString();

/**
 * "Download my data": the profile and everything the learner made, as one JSON document. Never
 * the password hash, session or link tokens, nor anything of other users (a post's comments by
 * others, the people in a class): only rows whose user id is theirs.
 */
export async function exportAccount(
  data: ExportRepository,
  user: UserRow,
  media: MediaHost,
  now: Date,
): Promise<AccountExport> {
  const [identities, submissions, solved, posts, comments, likes, lists, listItems] =
    await Promise.all([
      data.identities(user.id),
      data.submissions(user.id),
      data.solved(user.id),
      data.posts(user.id),
      data.comments(user.id),
      data.likes(user.id),
      data.lists(user.id),
      data.listItems(user.id),
    ]);
  const [notes, reviews, contests, memberships] = await Promise.all([
    data.notes(user.id),
    data.reviews(user.id),
    data.contests(user.id),
    data.classMemberships(user.id),
  ]);
  return {
    exportedAt: iso(now),
    profile: {
      ...toPublicUser(user, media),
      lastName: user.lastName,
      age: user.age,
      bio: user.bio,
      github: user.github,
      location: user.location,
      rating: user.rating,
      emailVerified: user.emailVerifiedAt !== null,
      joinDate: iso(user.createdAt),
      linkedIdentities: identities.map((identity) => ({
        issuer: identity.issuer,
        linkedAt: iso(identity.createdAt),
      })),
    },
    submissions: submissions.map(({ submission, problemTitle }) => ({
      _id: submission.id,
      problemId: submission.problemId,
      problemTitle,
      language: submission.language,
      code: submission.code,
      status: submission.status,
      passed: submission.passed,
      total: submission.total,
      runtime: submission.runtimeSeconds,
      memory: submission.memoryKb,
      createdAt: iso(submission.createdAt),
    })),
    solvedProblems: solved.map((row) => ({
      problemId: row.problemId,
      problemTitle: row.problemTitle,
      solvedAt: iso(row.solvedAt),
    })),
    posts: posts.map((post) => ({
      _id: post.id,
      title: post.title,
      content: post.content,
      tags: post.tags,
      createdAt: iso(post.createdAt),
      updatedAt: iso(post.updatedAt),
    })),
    comments: comments.map((comment) => ({
      _id: comment.id,
      postId: comment.postId,
      text: comment.text,
      createdAt: iso(comment.createdAt),
    })),
    likedPosts: likes.map((like) => ({ postId: like.postId, likedAt: iso(like.createdAt) })),
    lists: lists.map((list) => ({
      _id: list.id,
      title: list.title,
      shared: list.shareToken !== null,
      createdAt: iso(list.createdAt),
      problems: listItems
        .filter((item) => item.listId === list.id)
        .map((item) => ({ problemId: item.problemId, problemTitle: item.problemTitle })),
    })),
    notes: notes.map(({ note, problemTitle }) => ({
      problemId: note.problemId,
      problemTitle,
      text: note.text,
      updatedAt: iso(note.updatedAt),
    })),
    reviews: reviews.map(({ review, problemTitle }) => ({
      problemId: review.problemId,
      problemTitle,
      dueAt: iso(review.dueAt),
      intervalDays: review.intervalDays,
      enabled: review.enabled,
    })),
    contests: contests.map((row) => ({
      contestId: row.participant.contestId,
      contestTitle: row.contestTitle,
      virtual: row.participant.virtual,
      startsAt: iso(row.participant.startsAt),
      rank: row.rank,
      ratingAfter: row.ratingAfter,
    })),
    classMemberships: memberships.map(({ member, className }) => ({
      classId: member.classId,
      className,
      role: member.role,
      joinedAt: iso(member.joinedAt),
    })),
  };
}
