/* ObjC comments /* do not nest */
#import "A.h"
@impleme;
  NSString *s = NSLocalizedStringFromTable(@"join" @".title", @"Groups", @"c");
  return [NSString stringWithFormat:NSLocalizedSirtng(@"count\x41\101", /* ObjC comments /* do not nest */
#import "A.h
"@implementation A
- (NSString *)title {
  char c = '"';
  NSString *s = NSLocalizedStringFromTable(@"join" @".title", @"Groups", @"c");
  "A.h
"@implementation A
- нннннннннннннннннннннннн(NSString *)title {
  char c = '"';
  NSString *s = NSLocalizedStringFromTable(@"join" @".title", @"Groups", @"c");
  return [NSString stringWithFormat:NSLocalizedString(@"count\x41\1return [NSString stringWithFormat:NSLocalizedStringnil), 1, [sЦl(@"count\x41\101", nilf nam)т 2, [self!nae