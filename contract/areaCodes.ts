/**
 * Where a +1 number's person probably is: the time zone of its area code (US states and territories). A number
 * keeps its area code when its owner moves, so this is a guess, used only to make quiet hours stricter
 * (contract/quietHours.ts). Codes that span two zones list both; Canada, the Caribbean and any code not here
 * are unknown, and only the clinic's time applies.
 */
import { toE164 } from "./phone.ts";

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

const AREA_CODES: [zones: string[], codes: string][] = [
  [
    [EASTERN],
    // CT, DE, DC, FL (but the panhandle), GA, IN (most), KY (east), ME, MD, MA, MI (but the west of the Upper
    // Peninsula), NH, NJ, NY, NC, OH, PA, RI, SC, TN (east), VT, VA, WV.
    `203 475 860 959 302 202 771 239 305 321 352 386 407 561 645 656 689 727 754 772 786 813 863 904 941 954
     229 404 470 478 678 706 762 770 912 260 317 463 765 502 859 207 240 301 410 443 667 339 351 413 508 617
     774 781 857 978 231 248 269 313 517 586 616 734 810 947 989 603 201 551 609 640 732 848 856 862 908 973
     212 315 332 347 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934 252 336 704 743 828 910 919
     980 984 216 220 234 326 330 380 419 440 513 567 614 740 937 215 223 267 272 412 445 484 570 582 610 717
     724 814 878 401 803 839 843 854 864 865 802 276 434 540 571 703 757 804 304 681`,
  ],
  [
    [CENTRAL],
    // AL, AR, IL, IN (northwest), IA, KS (east), LA, MN, MS, MO, NE (east), OK, TN (middle and west), TX, WI.
    `205 251 256 334 659 938 479 501 870 217 224 309 312 331 618 630 708 773 779 815 847 872 219 319 515 563
     641 712 316 913 225 318 337 504 985 218 320 507 612 651 763 952 228 601 662 769 314 417 573 636 660 816
     402 531 405 539 580 918 615 629 731 901 931 210 214 254 281 325 346 361 409 430 469 512 682 713 726 737
     806 817 830 832 903 936 940 945 956 972 979 262 414 534 608 715 920`,
  ],
  // FL panhandle, southern and northern Indiana, western Kentucky, Michigan's Upper Peninsula, Tennessee's southeast.
  [[EASTERN, CENTRAL], "850 448 574 812 930 270 364 606 906 423"],
  // Western Texas, Kansas, Nebraska and the Dakotas.
  [[CENTRAL, MOUNTAIN], "432 620 785 308 605 701"],
  // CO, MT, NM, UT, WY, El Paso.
  [[MOUNTAIN], "303 719 720 970 406 505 575 385 435 801 307 915"],
  // Arizona keeps standard time all year; the Navajo Nation in its north does not.
  [["America/Phoenix"], "480 520 602 623"],
  [["America/Phoenix", MOUNTAIN], "928"],
  // Idaho's north, Oregon's Malheur County and Nevada's border towns keep the other zone.
  [[PACIFIC, MOUNTAIN], "208 986 541 458 775"],
  // CA, NV, OR, WA.
  [
    [PACIFIC],
    `209 213 279 310 323 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805
     818 820 831 840 858 909 916 925 949 951 702 725 503 971 206 253 360 425 509 564`,
  ],
  [["America/Anchorage"], "907"],
  [["Pacific/Honolulu"], "808"],
  [["America/Puerto_Rico"], "787 939"],
  [["America/St_Thomas"], "340"],
  [["Pacific/Guam"], "671"],
  [["Pacific/Saipan"], "670"],
  [["Pacific/Pago_Pago"], "684"],
];

const ZONES_BY_CODE = new Map(
  AREA_CODES.flatMap(([zones, codes]) =>
    codes
      .trim()
      .split(/\s+/)
      .map((code) => [code, zones] as const),
  ),
);

/** The time zones a phone number's area code spans; empty when the number is not +1 or its code is unknown. */
export function areaCodeTimeZones(phone: string): readonly string[] {
  const code = /^\+1(\d{3})\d{7}$/.exec(toE164(phone) ?? "")?.[1];
  return (code && ZONES_BY_CODE.get(code)) || [];
}

/** Every area code this table knows (its tests check each is listed once). */
export const KNOWN_AREA_CODES = AREA_CODES.flatMap(([, codes]) => codes.trim().split(/\s+/));
