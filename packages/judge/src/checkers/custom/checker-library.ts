/**
 * Our checker library, for authors who write a checker here: `#include "grindstone_checker.h"`
 * (the judge inlines it; a problem's own file of that name wins). It reads tokens, numbers and
 * the end of a stream, compares reals with a tolerance and ends with a verdict, under either
 * protocol: it tells them apart by its arguments (Kattis's third is the feedback dir, testlib's
 * the answer file). docs/problem-format.md#custom-checkers shows a whole checker.
 */
export const checkerLibraryName = 'grindstone_checker.h';

export const checkerLibraryHeader = String.raw`// Grindstone's checker library: the verdict calls of testlib and Kattis validators, small.
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <sys/stat.h>

namespace checker {

inline bool kattis = false;
inline std::string feedback_dir;

inline std::string format(const char *pattern, va_list args) {
  char buffer[4096];
  vsnprintf(buffer, sizeof buffer, pattern, args);
  return buffer;
}

// Kattis: the message goes to judgemessage.txt and the verdict is exit 42 or 43 (a judge error
// is any other code). testlib: the message goes to stderr; exit 0, 1 or 3.
[[noreturn]] inline void finish(int testlib_code, const std::string &message) {
  if (kattis) {
    if (!message.empty()) {
      std::ofstream(feedback_dir + "/judgemessage.txt", std::ios::app) << message << '\n';
    }
    std::exit(testlib_code == 0 ? 42 : testlib_code == 1 ? 43 : 1);
  }
  std::fprintf(stderr, "%s %s\n", testlib_code == 0 ? "ok" : testlib_code == 1 ? "wrong answer" : "FAIL",
               message.c_str());
  std::exit(testlib_code);
}

// The learner's output is right.
[[noreturn]] inline void accept(const char *pattern = "", ...) {
  va_list args;
  va_start(args, pattern);
  std::string message = format(pattern, args);
  va_end(args);
  finish(0, message);
}

// The learner's output is wrong; the message says why (it may be shown to the problem's authors).
[[noreturn]] inline void wrong(const char *pattern, ...) {
  va_list args;
  va_start(args, pattern);
  std::string message = format(pattern, args);
  va_end(args);
  finish(1, message);
}

// The test data is broken (never the learner's fault): the judge reports a judge failure.
[[noreturn]] inline void fail(const char *pattern, ...) {
  va_list args;
  va_start(args, pattern);
  std::string message = format(pattern, args);
  va_end(args);
  finish(3, message);
}

// One of the three streams. A problem the learner's output has ends in "wrong"; one in the
// judge's own files (input, answer) ends in "fail".
class Stream {
 public:
  Stream(const char *name, bool learners) : name_(name), learners_(learners) {}
  void open(std::istream *in) { in_ = in; }

  std::string token(const char *what = "a token") {
    std::string value;
    if (!(*in_ >> value)) problem("expected %s, found the end of the %s", what, name_);
    return value;
  }

  long long integer(const char *what = "an integer") {
    std::string text = token(what);
    errno = 0;
    char *end = nullptr;
    long long value = std::strtoll(text.c_str(), &end, 10);
    if (errno != 0 || end == text.c_str() || *end != '\0') {
      problem("expected %s, found \"%.40s\" in the %s", what, text.c_str(), name_);
    }
    return value;
  }

  // A range check that reads like the statement: integer_in(1, n, "the vertex").
  long long integer_in(long long low, long long high, const char *what = "an integer") {
    long long value = integer(what);
    if (value < low || value > high) {
      problem("%s %lld is outside [%lld, %lld] in the %s", what, value, low, high, name_);
    }
    return value;
  }

  double real(const char *what = "a number") {
    std::string text = token(what);
    errno = 0;
    char *end = nullptr;
    double value = std::strtod(text.c_str(), &end);
    if (errno != 0 || end == text.c_str() || *end != '\0' || !std::isfinite(value)) {
      problem("expected %s, found \"%.40s\" in the %s", what, text.c_str(), name_);
    }
    return value;
  }

  // Only whitespace is left.
  bool at_end() {
    *in_ >> std::ws;
    return in_->peek() == std::char_traits<char>::eof();
  }

  void expect_end() {
    if (!at_end()) problem("the %s goes on after its end", name_);
  }

 private:
  [[noreturn]] void problem(const char *pattern, ...) {
    va_list args;
    va_start(args, pattern);
    std::string message = format(pattern, args);
    va_end(args);
    finish(learners_ ? 1 : 3, message);
  }

  const char *name_;
  bool learners_;
  std::istream *in_ = nullptr;
};

inline Stream input("input", false);
inline Stream answer("answer", false);
inline Stream output("output", true);

// Whether got is within an absolute or relative tolerance of expected (either is enough).
inline bool close_enough(double expected, double got, double tolerance = 1e-6) {
  double difference = std::fabs(expected - got);
  return difference <= tolerance || difference <= tolerance * std::fabs(expected);
}

// Call first: reads the protocol from the arguments and opens the three streams.
inline void init(int argc, char **argv) {
  static std::ifstream input_file, answer_file, output_file;
  if (argc < 4) fail("a checker takes three arguments, got %d", argc - 1);
  struct stat third;
  kattis = stat(argv[3], &third) == 0 && S_ISDIR(third.st_mode);
  input_file.open(argv[1]);
  if (kattis) {
    feedback_dir = argv[3];
    answer_file.open(argv[2]);
  } else {
    output_file.open(argv[2]);
    answer_file.open(argv[3]);
  }
  if (!input_file || !answer_file || (!kattis && !output_file)) fail("cannot open the test files");
  input.open(&input_file);
  answer.open(&answer_file);
  output.open(kattis ? static_cast<std::istream *>(&std::cin) : &output_file);
}

}  // namespace checker
`;
