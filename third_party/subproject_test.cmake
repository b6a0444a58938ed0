# cmake -DROOT=<source dir> -DWORK=<scratch dir> -DCXX=<the build's C++ compiler> -P subproject_test.cmake
# A game adds Ledge with add_subdirectory() and links ledge_core and ledge_io: configuring such
# a game must not need the packages of the editor, the tests or the benchmarks, and the game
# must build with nothing but that (the headers' C++20 and their include path come with the
# libraries). The test packages are hidden from the configure (CMAKE_DISABLE_FIND_PACKAGE_*);
# the editor's, found with find_path and find_library, must not even be looked for.

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/game)
file(WRITE ${WORK}/game/CMakeLists.txt "cmake_minimum_required(VERSION 3.25)
project(game CXX)
add_subdirectory(\"${ROOT}\" ledge)
add_executable(game main.cpp)
target_link_libraries(game PRIVATE ledge_io)
foreach(target ledge_core ledge_io)
  if(NOT TARGET \${target})
    message(FATAL_ERROR \"no \${target} target\")
  endif()
endforeach()
foreach(target core_tests game_loop ledge ledge_editor stb)
  if(TARGET \${target})
    message(FATAL_ERROR \"\${target} was added: a game asked for the libraries only\")
  endif()
endforeach()
foreach(variable STB_INCLUDE_DIR STB_LIBRARY IMGUI_INCLUDE_DIR IMGUI_LIBRARY)
  if(DEFINED CACHE{\${variable}})
    message(FATAL_ERROR \"\${variable} was looked for: a game asked for the libraries only\")
  endif()
endforeach()
")
# No language standard set here: the game gets C++20 from ledge_core.
file(WRITE ${WORK}/game/main.cpp "#include \"core/io/level_file.h\"
#include \"core/world.h\"
int main() {
  ledge::World world;
  world.step({});
  return ledge::io::levelToJson(ledge::Level{}).empty() ? 1 : 0;
}
")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${WORK}/game -B ${WORK}/build -Wno-dev -DCMAKE_CXX_COMPILER=${CXX}
          -DCMAKE_DISABLE_FIND_PACKAGE_doctest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
          -DCMAKE_DISABLE_FIND_PACKAGE_glfw3=ON -DCMAKE_DISABLE_FIND_PACKAGE_OpenGL=ON
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "a game adding Ledge as a subdirectory does not configure:\n${output}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK}/build -j2
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "a game adding Ledge as a subdirectory does not build:\n${output}")
endif()
execute_process(COMMAND ${WORK}/build/game RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the game built on Ledge does not run: exit ${result}")
endif()
